/**
 * Brand gallery for product staff (dev server only, /__gallery): every screen of the product
 * for every white-label and brand, each a live frame of /__preview (studio/preview.tsx).
 * `npm run gallery` takes a picture of the same set (studio/gallery-entries.ts).
 */
import { appDocuments } from '../src/config/every-flow';
import { galleryEntries, type GalleryEntry } from './gallery-entries';

/** Entries grouped by white-label and brand, so one brand's screens sit together. */
function byBrand(entries: readonly GalleryEntry[]): [string, GalleryEntry[]][] {
  const groups = new Map<string, GalleryEntry[]>();
  for (const e of entries) {
    const key = `${e.whiteLabel} / ${e.brand}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups];
}

export function Gallery() {
  const groups = byBrand(galleryEntries(appDocuments));
  return (
    <main style={{ padding: 16 }}>
      <h1>Brand gallery</h1>
      <nav aria-label="White-labels and brands">
        {groups.map(([name]) => (
          <a key={name} href={`#${encodeURIComponent(name)}`} style={{ marginRight: 12 }}>
            {name}
          </a>
        ))}
      </nav>
      {groups.map(([name, entries]) => (
        <section key={name} id={encodeURIComponent(name)} aria-label={name}>
          <h2>{name}</h2>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 420px)', gap: 16 }}>
            {entries.map((e) => (
              <figure key={e.id} style={{ margin: 0 }}>
                <figcaption>
                  {e.scene.label} <small>({e.scene.id})</small>
                </figcaption>
                <iframe title={e.id} src={e.url} width={420} height={720} loading="lazy" style={{ border: '1px solid #ccc' }} />
              </figure>
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
