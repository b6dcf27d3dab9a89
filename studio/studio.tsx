/**
 * The brand studio (dev server only, /__studio): edit a brand, its white-label, its addresses and
 * every message, see every screen change as you type, and save reviewable JSON into brands/ and
 * flows/ once the dev server's check (the one `npm run validate` runs) finds nothing wrong.
 * The draft, its check and its save are studio/draft-state.ts; this page lays the parts out.
 */
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { appDocuments } from '../src/config/every-flow';
import { SOURCE_LOCALE } from '../src/messages/source-locale';
import { scenes } from './screen-list';
import { documentsWith } from './draft-documents';
import { scenesOf } from './gallery-entries';
import type { PreviewFeed } from './preview-grid';
import { keepFocusedFieldAboveFooter } from './field-in-view';
import { useDraft } from './use-draft';
import { useBrandChoice } from './use-brand-choice';
import { useFormSchemas } from './use-form-schemas';
import { useMessagePlaces } from './use-message-places';
import { StudioPickers } from './studio-pickers';
import { EditorPanel, EditorTabs, type Tab } from './editor-panel';
import { SaveFooter } from './save-footer';
import { StudioPreviews } from './studio-previews';
import type { StudioFormContext } from './studio-widgets';

function StudioNotice({ children }: { children: ReactNode }) {
  return (
    <main className="studio">
      <h1>Brand studio</h1>
      {children}
    </main>
  );
}

/** The asset picker's files: the brand folder's, and the uploads waiting to be saved there. */
function formContextOf(
  onDisk: readonly string[],
  uploads: Readonly<Record<string, string>>,
  folder: string,
  upload: StudioFormContext['upload'],
) {
  const waiting = Object.keys(uploads)
    .filter((p) => p.startsWith(`brands/${folder}/`))
    .map((p) => p.split('/').at(-1) ?? '');
  return { files: [...onDisk, ...waiting], upload };
}

export function Studio() {
  const draft = useDraft();
  const { project, draft: edits, issues, save, loadError } = draft.state;
  const files = useMemo(() => ({ ...(project?.files ?? {}), ...edits.files }), [project, edits.files]);
  const choice = useBrandChoice(files);
  const { wlDoc, brandDoc, folder } = choice;
  const schemas = useFormSchemas(project);
  const [tab, setTab] = useState<Tab>('brand');
  /** The language the previews draw in, and whose translation the Messages tab shows beside English. */
  const [locale, setLocale] = useState(SOURCE_LOCALE);
  const [places, onKeys] = useMessagePlaces();
  const [highlight, setHighlight] = useState<{ id: string; at: number } | null>(null);
  // The scenes this white-label can show for the brand chosen (studio/gallery-entries.ts scenesOf).
  const sceneList = useMemo(
    () => (wlDoc ? scenesOf(scenes(appDocuments), appDocuments, wlDoc, brandDoc) : scenes(appDocuments)),
    [wlDoc, brandDoc],
  );
  const feed = useMemo<PreviewFeed>(() => ({ documents: documentsWith(appDocuments, files), assets: edits.assets }), [files, edits.assets]);

  // The footer grows with the problems; the field being edited stays above it.
  const sideRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (sideRef.current && footerRef.current) keepFocusedFieldAboveFooter(sideRef.current, footerRef.current);
  }, [issues, save]);

  if (loadError)
    return (
      <StudioNotice>
        <p role="alert" className="studio-problem">
          The studio could not load the project: {loadError}
        </p>
      </StudioNotice>
    );
  if (!project || !wlDoc || !schemas)
    return (
      <StudioNotice>
        <p role="status">Loading the project…</p>
      </StudioNotice>
    );

  const upload = (name: string, dataUrl: string) => draft.upload(`brands/${folder}/${name}`, dataUrl);
  const offered = wlDoc.locales ?? [SOURCE_LOCALE];
  const shownLocale = offered.includes(locale) ? locale : SOURCE_LOCALE;
  const sceneLabel = (id: string) => sceneList.find((s) => s.id === id)?.label ?? id;
  const onBrandCreated = (r: { folder: string; diff: string }) => void draft.brandCreated(r.diff).then(() => choice.setFolder(r.folder));

  return (
    <main className="studio">
      <div className="studio-side" ref={sideRef}>
        <h1>Brand studio</h1>
        <StudioPickers choice={choice} onBrandCreated={onBrandCreated} />
        <EditorTabs tab={tab} onTab={setTab} />
        <EditorPanel
          tab={tab}
          choice={choice}
          files={files}
          issues={issues}
          schemas={schemas}
          formContext={formContextOf(project.assets[folder] ?? [], edits.assets, folder, upload)}
          edit={draft.edit}
          messages={{ locale: shownLocale, places, sceneLabel, onShowScene: (id) => setHighlight({ id, at: Date.now() }) }}
        />
        <SaveFooter state={draft.state} onSave={() => void draft.save()} footerRef={footerRef} />
      </div>
      <StudioPreviews
        wlDoc={wlDoc}
        brand={brandDoc?.brand ?? wlDoc.defaultBrand}
        offered={offered}
        locale={shownLocale}
        onLocale={setLocale}
        scenes={sceneList}
        feed={feed}
        highlight={highlight}
        onKeys={onKeys}
      />
    </main>
  );
}
