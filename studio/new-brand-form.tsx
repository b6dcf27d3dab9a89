/** "New brand": what `npm run new-brand` does, from the studio. */
import { useState, type FormEvent } from 'react';
import { createBrand } from './studio-client';

export function NewBrandForm({
  whiteLabels,
  current,
  onCreated,
  onCancel,
}: {
  whiteLabels: readonly string[];
  /** The white-label shown: the new brand is offered there unless unticked. */
  current: string;
  onCreated: (r: { folder: string; code: string; diff: string }) => void;
  onCancel: () => void;
}) {
  const [folder, setFolder] = useState('');
  const [name, setName] = useState('');
  const [offered, setOffered] = useState<string[]>([current]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await createBrand({ folder: folder.trim(), ...(name.trim() ? { name: name.trim() } : {}), whiteLabels: offered });
      onCreated({ folder: folder.trim(), code: r.code, diff: r.diff });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="studio-new-brand" onSubmit={(e) => void submit(e)} aria-label="New brand">
      <div className="studio-field">
        <label htmlFor="new-brand-folder">Folder (brands/…)</label>
        <input
          id="new-brand-folder"
          required
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
          placeholder="e.g. nimbus"
          pattern="[a-z][a-z0-9-]{1,30}"
          aria-describedby="new-brand-folder-help"
        />
        <p id="new-brand-folder-help" className="studio-note">
          Lower-case letters, digits and dashes.
        </p>
      </div>
      <div className="studio-field">
        <label htmlFor="new-brand-name">Display name</label>
        <input id="new-brand-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="taken from the folder when empty" />
      </div>
      <fieldset>
        <legend>Offered under</legend>
        {whiteLabels.map((wl) => (
          <label key={wl} className="studio-check">
            <input
              type="checkbox"
              checked={offered.includes(wl)}
              onChange={(e) => setOffered(e.target.checked ? [...offered, wl] : offered.filter((w) => w !== wl))}
            />
            {wl}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="studio-problem">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create brand'}
      </button>{' '}
      <button type="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </form>
  );
}
