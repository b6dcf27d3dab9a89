/**
 * The brand studio (dev server only, /__studio): edit a brand, its white-label, its addresses and
 * every message, see every screen change as you type, and save reviewable JSON into brands/ and
 * flows/ once the dev server's check (the one `npm run validate` runs) finds nothing wrong.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BrandDoc, EnvironmentsDoc, WhiteLabelDoc } from '../src/config/types';
import { whiteLabelBrands } from '../src/brand/resolve-brand';
import { scenes } from './screen-list';
import type { StudioIssue, StudioProject } from './studio-wire';
import { checkDraft, loadProject, saveDraft } from './studio-client';
import { keepOnReload } from './reload-guard';
import { appDocuments } from '../src/config/every-flow';
import { documentsWith, folderOfCode } from './draft-documents';
import { withFile } from './draft-files';
import { brandFormSchema, brandFromForm, whiteLabelFormSchema } from './form-schema';
import { brandUiSchema, DocumentForm, whiteLabelUiSchema } from './document-form';
import { ENVIRONMENTS_FILE, HostsEditor } from './hosts-editor';
import { MESSAGES_FILE, MessagesEditor } from './messages-editor';
import { directionOf, SOURCE_LOCALE } from '../src/messages/source-locale';
import { PREVIEW_ZOOMS, PreviewGrid, type PreviewFeed } from './preview-grid';
import { PREVIEW_SCHEMES, scenesOf, type PreviewScheme } from './gallery-entries';
import { DiffView } from './diff-view';
import { NewBrandForm } from './new-brand-form';
import { keepFocusedFieldAboveFooter } from './field-in-view';

type Tab = 'brand' | 'whiteLabel' | 'hosts' | 'messages';
const TABS: { id: Tab; label: string }[] = [
  { id: 'brand', label: 'Brand' },
  { id: 'whiteLabel', label: 'White-label' },
  { id: 'hosts', label: 'Addresses' },
  { id: 'messages', label: 'Messages' },
];
const CHECK_DELAY_MS = 250;

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; diff: string; saved: readonly string[] } | { kind: 'failed'; error: string };

const brandFile = (folder: string) => `brands/${folder}/brand.json`;
const whiteLabelFile = (id: string) => `brands/white-labels/${id}.json`;

const LIGHT_ONLY: readonly PreviewScheme[] = ['light'];

export function Studio() {
  const [project, setProject] = useState<StudioProject | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [assets, setAssets] = useState<Record<string, string>>({});
  const [darkBeside, setDarkBeside] = useState(false);
  const [zoom, setZoom] = useState<number>(PREVIEW_ZOOMS[0].scale);
  /** The language the previews draw in, and whose translation the Messages tab shows beside English. */
  const [locale, setLocale] = useState(SOURCE_LOCALE);
  const [issues, setIssues] = useState<StudioIssue[]>([]);
  /** The draft the shown issues belong to; Save waits until it is the current one. */
  const [checkedDraft, setCheckedDraft] = useState<unknown>(null);
  const [wl, setWl] = useState('');
  const [folder, setFolder] = useState('');
  const [tab, setTab] = useState<Tab>('brand');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [newBrand, setNewBrand] = useState(false);
  const [places, setPlaces] = useState<Map<string, string[]>>(new Map());
  const [highlight, setHighlight] = useState<{ id: string; at: number } | null>(null);

  const reload = useCallback(async () => {
    try {
      const p = await loadProject();
      setProject(p);
      keepOnReload();
      setIssues(p.issues);
      setCheckedDraft({ files: {}, assets: {} });
      setLoadError(null);
      return p;
    } catch (error) {
      setLoadError((error as Error).message);
      return null;
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const files = useMemo(() => ({ ...(project?.files ?? {}), ...draft }), [project, draft]);
  const whiteLabels = useMemo(
    () =>
      Object.entries(files)
        .filter(([p]) => p.startsWith('brands/white-labels/'))
        .map(([, d]) => d as WhiteLabelDoc),
    [files],
  );
  const wlDoc = whiteLabels.find((w) => w.id === wl) ?? whiteLabels[0];
  const family = useMemo(
    () => (wlDoc ? whiteLabelBrands(wlDoc).map((e) => ({ code: e.brand, folder: folderOfCode(files, e.brand) })) : []),
    [wlDoc, files],
  );
  const brandDoc = folder ? (files[brandFile(folder)] as BrandDoc | undefined) : undefined;

  // A white-label first, then one of its brands.
  useEffect(() => {
    if (!wl && wlDoc) setWl(wlDoc.id);
  }, [wl, wlDoc]);
  useEffect(() => {
    const first = family.find((f) => f.folder)?.folder;
    if ((!folder || !family.some((f) => f.folder === folder)) && first) setFolder(first);
  }, [family, folder]);

  // Every edit is checked by the dev server, a moment after typing stops.
  const draftState = useMemo(() => ({ files: draft, assets }), [draft, assets]);
  const seq = useRef(0);
  useEffect(() => {
    if (!project) return undefined;
    const mine = ++seq.current;
    const t = setTimeout(() => {
      checkDraft(draftState)
        .then((found) => {
          if (mine !== seq.current) return;
          setIssues(found);
          setCheckedDraft(draftState);
        })
        .catch((error: Error) => mine === seq.current && setSave({ kind: 'failed', error: `The check failed: ${error.message}` }));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(t);
  }, [draftState, project]);

  // The footer grows with the problems; the field being edited stays above it.
  const sideRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (sideRef.current && footerRef.current) keepFocusedFieldAboveFooter(sideRef.current, footerRef.current);
  }, [issues, save]);

  const edit = (path: string, doc: unknown) => {
    setDraft((d) => withFile(d, project?.files ?? {}, path, doc));
    if (save.kind !== 'saving') setSave({ kind: 'idle' });
  };
  const upload = (name: string, dataUrl: string) => setAssets((a) => ({ ...a, [`brands/${folder}/${name}`]: dataUrl }));

  // The scenes this white-label can show for the brand chosen (studio/gallery-entries.ts scenesOf).
  const sceneList = useMemo(
    () => (wlDoc ? scenesOf(scenes(appDocuments), appDocuments, wlDoc, brandDoc) : scenes(appDocuments)),
    [wlDoc, brandDoc],
  );
  const feed = useMemo<PreviewFeed>(() => ({ documents: documentsWith(appDocuments, files), assets }), [files, assets]);
  const onKeys = useCallback(
    (scene: string, keys: readonly string[]) =>
      setPlaces((prev) => {
        const next = new Map(prev);
        for (const k of keys) {
          const on = next.get(k) ?? [];
          if (!on.includes(scene)) next.set(k, [...on, scene]);
        }
        return next;
      }),
    [],
  );

  const brandSchema = useMemo(() => project && brandFormSchema({ 'brand.schema.json': project.schemas.brand }), [project]);
  const wlSchema = useMemo(
    () =>
      project &&
      whiteLabelFormSchema({ 'brand.schema.json': project.schemas.brand, 'white-label.schema.json': project.schemas.whiteLabel }),
    [project],
  );
  const base = project?.files['brands/base.json'] as { theme?: Record<string, string>; darkTheme?: Record<string, string> } | undefined;
  const brandUi = useMemo(() => brandUiSchema(base?.theme ?? {}, base?.darkTheme ?? {}), [base]);

  const edits = Object.keys(draft).length + Object.keys(assets).length;
  const checked = checkedDraft === draftState;
  const canSave = edits > 0 && checked && issues.length === 0 && save.kind !== 'saving';
  const doSave = async () => {
    setSave({ kind: 'saving' });
    try {
      const out = await saveDraft({ files: draft, assets });
      if (!out.ok) {
        setIssues(out.issues);
        setSave({ kind: 'failed', error: 'Not saved: the documents have problems (listed above).' });
        return;
      }
      setDraft({});
      setAssets({});
      await reload();
      setSave({ kind: 'saved', diff: out.diff, saved: out.saved });
    } catch (error) {
      setSave({ kind: 'failed', error: `Not saved: ${(error as Error).message}` });
    }
  };

  if (loadError)
    return (
      <main className="studio">
        <h1>Brand studio</h1>
        <p role="alert" className="studio-problem">
          The studio could not load the project: {loadError}
        </p>
      </main>
    );
  if (!project || !wlDoc || !brandSchema || !wlSchema)
    return (
      <main className="studio">
        <h1>Brand studio</h1>
        <p role="status">Loading the project…</p>
      </main>
    );

  const formContext = {
    files: [
      ...(project.assets[folder] ?? []),
      ...Object.keys(assets)
        .filter((p) => p.startsWith(`brands/${folder}/`))
        .map((p) => p.split('/').at(-1) ?? ''),
    ],
    upload,
  };
  const messages = (files[MESSAGES_FILE] as { messages?: Record<string, string> } | undefined)?.messages ?? {};
  const offered = wlDoc.locales ?? [SOURCE_LOCALE];
  const shownLocale = offered.includes(locale) ? locale : SOURCE_LOCALE;
  const translationFile = `flows/locales/${shownLocale}.json`;
  const translationDoc = files[translationFile] as { locale?: string; messages?: Record<string, string> } | undefined;
  const translation =
    shownLocale === SOURCE_LOCALE
      ? null
      : { locale: shownLocale, file: translationFile, dir: directionOf(shownLocale), messages: translationDoc?.messages ?? {} };
  const sceneLabel = (id: string) => sceneList.find((s) => s.id === id)?.label ?? id;

  return (
    <main className="studio">
      <div className="studio-side" ref={sideRef}>
        <h1>Brand studio</h1>
        <div className="studio-pickers">
          <div className="studio-field">
            <label htmlFor="studio-wl">White-label</label>
            <select id="studio-wl" value={wlDoc.id} onChange={(e) => setWl(e.target.value)}>
              {whiteLabels.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.whiteLabel} ({w.id})
                </option>
              ))}
            </select>
          </div>
          <div className="studio-field">
            <label htmlFor="studio-brand">Brand</label>
            <select id="studio-brand" value={folder} onChange={(e) => setFolder(e.target.value)}>
              {family.map((f) => (
                <option key={f.code} value={f.folder ?? ''} disabled={!f.folder}>
                  {f.code}
                  {f.folder ? ` (brands/${f.folder})` : ' (no folder)'}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={() => setNewBrand(true)} disabled={newBrand}>
            New brand
          </button>
        </div>
        {newBrand && (
          <NewBrandForm
            whiteLabels={whiteLabels.map((w) => w.id)}
            current={wlDoc.id}
            onCancel={() => setNewBrand(false)}
            onCreated={(r) => {
              setNewBrand(false);
              void reload().then(() => {
                setFolder(r.folder);
                setSave({ kind: 'saved', diff: r.diff, saved: [] });
              });
            }}
          />
        )}

        <div role="tablist" aria-label="What to edit" className="studio-tabs">
          {TABS.map((t) => (
            <button
              key={t.id}
              role="tab"
              type="button"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="studio-panel"
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="studio-panel" aria-labelledby={`tab-${tab}`} className="studio-panel">
          {tab === 'brand' && brandDoc && (
            <DocumentForm
              idPrefix="brand"
              file={brandFile(folder)}
              schema={brandSchema}
              uiSchema={brandUi}
              data={brandDoc}
              issues={issues}
              context={formContext}
              onChange={(d) => edit(brandFile(folder), brandFromForm(d))}
            />
          )}
          {tab === 'whiteLabel' && (
            <DocumentForm
              idPrefix="wl"
              file={whiteLabelFile(wlDoc.id)}
              schema={wlSchema}
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
          {tab === 'messages' && (
            <MessagesEditor
              messages={messages}
              issues={issues}
              places={places}
              sceneLabel={sceneLabel}
              onEdit={(key, text) => edit(MESSAGES_FILE, { ...(files[MESSAGES_FILE] as object), messages: { ...messages, [key]: text } })}
              onShowScene={(id) => setHighlight({ id, at: Date.now() })}
              translation={translation}
              onEditTranslation={(key, text) =>
                edit(translationFile, {
                  $schema: '../../schemas/locale.schema.json',
                  locale: shownLocale,
                  ...translationDoc,
                  messages: { ...translationDoc?.messages, [key]: text },
                })
              }
            />
          )}
        </div>

        <section aria-label="Save" className="studio-save" ref={footerRef}>
          <h2>Problems</h2>
          {issues.length === 0 ? (
            <p className="studio-note">{checked ? 'None: npm run validate would pass.' : 'Checking…'}</p>
          ) : (
            <ul className="studio-problems" aria-label="Problems npm run validate would print">
              {issues.map((i) => (
                <li key={i.text} className="studio-problem">
                  {i.text}
                </li>
              ))}
            </ul>
          )}
          <p className="studio-note">
            {edits === 0 ? 'No unsaved change.' : `Unsaved: ${[...Object.keys(draft), ...Object.keys(assets)].join(', ')}`}
          </p>
          <button type="button" className="studio-primary" disabled={!canSave} onClick={() => void doSave()} aria-describedby="save-why">
            {save.kind === 'saving' ? 'Saving…' : 'Save'}
          </button>
          <p id="save-why" className="studio-note">
            {edits > 0 && issues.length > 0
              ? 'Save is off while there are problems: nothing invalid is written.'
              : edits > 0 && !checked
                ? 'Checking the edit…'
                : ''}
          </p>
          {save.kind === 'failed' && (
            <p role="alert" className="studio-problem">
              {save.error}
            </p>
          )}
          {save.kind === 'saved' && (
            <div role="status">
              <h2>Saved{save.saved.length > 0 ? `: ${save.saved.join(', ')}` : ''}</h2>
              <DiffView diff={save.diff} />
            </div>
          )}
        </section>
      </div>
      <div className="studio-previews">
        <div className="studio-preview-controls">
          {offered.length > 1 && (
            <label className="studio-note">
              Previews in{' '}
              <select aria-label="Language of the previews" value={shownLocale} onChange={(e) => setLocale(e.target.value)}>
                {offered.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
          )}
          {wlDoc.darkScheme && (
            <label className="studio-note">
              <input type="checkbox" checked={darkBeside} onChange={(e) => setDarkBeside(e.target.checked)} /> Dark scheme beside light
            </label>
          )}
          <label className="studio-note">
            Preview size{' '}
            <select value={zoom} onChange={(e) => setZoom(Number(e.target.value))}>
              {PREVIEW_ZOOMS.map((z) => (
                <option key={z.label} value={z.scale}>
                  {z.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <PreviewGrid
          schemes={darkBeside && wlDoc.darkScheme ? PREVIEW_SCHEMES : LIGHT_ONLY}
          locale={shownLocale}
          scale={zoom}
          scenes={sceneList}
          whiteLabel={wlDoc.id}
          brand={brandDoc?.brand ?? wlDoc.defaultBrand}
          feed={feed}
          highlight={highlight}
          onKeys={onKeys}
        />
      </div>
    </main>
  );
}
