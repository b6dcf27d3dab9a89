/** The white-label and brand pickers, and New brand (studio/new-brand-form.tsx) beside them. */
import { useState } from 'react';
import type { BrandChoice } from './use-brand-choice';
import { NewBrandForm } from './new-brand-form';

export function StudioPickers({
  choice,
  onBrandCreated,
}: {
  choice: BrandChoice;
  /** A new brand's files are written: read the project again, then show the brand. */
  onBrandCreated: (r: { folder: string; diff: string }) => void;
}) {
  const [newBrand, setNewBrand] = useState(false);
  const { whiteLabels, wlDoc, family, folder, setWl, setFolder } = choice;
  if (!wlDoc) return null;
  return (
    <>
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
            onBrandCreated(r);
          }}
        />
      )}
    </>
  );
}
