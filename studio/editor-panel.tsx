/** What the studio edits, one tab at a time: the brand, its white-label, their addresses, the messages. */
import type { EnvironmentsDoc } from '../src/config/types';
import { brandFromForm } from './form-schema';
import { DocumentForm, whiteLabelUiSchema } from './document-form';
import { ENVIRONMENTS_FILE, HostsEditor } from './hosts-editor';
import { MessagesTab } from './messages-tab';
import { brandFile, whiteLabelFile, type BrandChoice } from './use-brand-choice';
import type { FormSchemas } from './use-form-schemas';
import type { StudioFormContext } from './studio-widgets';
import type { StudioIssue } from './studio-wire';

export type Tab = 'brand' | 'whiteLabel' | 'hosts' | 'messages';
const TABS: { id: Tab; label: string }[] = [
  { id: 'brand', label: 'Brand' },
  { id: 'whiteLabel', label: 'White-label' },
  { id: 'hosts', label: 'Addresses' },
  { id: 'messages', label: 'Messages' },
];

export function EditorTabs({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  return (
    <div role="tablist" aria-label="What to edit" className="studio-tabs">
      {TABS.map((t) => (
        <button
          key={t.id}
          role="tab"
          type="button"
          id={`tab-${t.id}`}
          aria-selected={tab === t.id}
          aria-controls="studio-panel"
          onClick={() => onTab(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export interface EditorPanelProps {
  tab: Tab;
  choice: BrandChoice;
  files: Readonly<Record<string, unknown>>;
  issues: readonly StudioIssue[];
  schemas: FormSchemas;
  formContext: StudioFormContext;
  edit: (path: string, doc: unknown) => void;
  /** The Messages tab's own (studio/messages-tab.tsx). */
  messages: {
    locale: string;
    places: ReadonlyMap<string, readonly string[]>;
    sceneLabel: (id: string) => string;
    onShowScene: (id: string) => void;
  };
}

export function EditorPanel({ tab, choice, files, issues, schemas, formContext, edit, messages }: EditorPanelProps) {
  const { folder, wlDoc, brandDoc } = choice;
  return (
    <div role="tabpanel" id="studio-panel" aria-labelledby={`tab-${tab}`} className="studio-panel">
      {tab === 'brand' && brandDoc && (
        <DocumentForm
          idPrefix="brand"
          file={brandFile(folder)}
          schema={schemas.brand}
          uiSchema={schemas.brandUi}
          data={brandDoc}
          issues={issues}
          context={formContext}
          onChange={(d) => edit(brandFile(folder), brandFromForm(d))}
        />
      )}
      {tab === 'whiteLabel' && wlDoc && (
        <DocumentForm
          idPrefix="wl"
          file={whiteLabelFile(wlDoc.id)}
          schema={schemas.whiteLabel}
          uiSchema={whiteLabelUiSchema}
          data={wlDoc}
          issues={issues}
          context={formContext}
          onChange={(d) => edit(whiteLabelFile(wlDoc.id), d)}
        />
      )}
      {tab === 'hosts' && brandDoc && (
        <HostsEditor
          environments={files[ENVIRONMENTS_FILE] as EnvironmentsDoc}
          hostKey={brandDoc.hostKey}
          issues={issues}
          onChange={(d) => edit(ENVIRONMENTS_FILE, d)}
        />
      )}
      {tab === 'messages' && <MessagesTab files={files} issues={issues} edit={edit} {...messages} />}
    </div>
  );
}
