/**
 * Brand gallery for product staff (dev server only, /__gallery): every brand under both
 * white-labels on every auth screen, side by side, each a live frame of the real app.
 */
import { appDocuments } from '../config/app-documents';
import { galleryEntries } from './gallery-entries';

export function Gallery() {
  const here = window.location;
  const originWith = (prefix: string) =>
    `${here.protocol}//${prefix}${here.hostname.replace(/^fvs\./, '')}${here.port ? `:${here.port}` : ''}`;
  const [wbs, fvs] = [originWith(''), originWith('fvs.')];
  return (
    <main style={{ padding: 16 }}>
      <h1>Brand gallery</h1>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 420px)', gap: 16 }}>
        {galleryEntries(Object.values(appDocuments.whiteLabels), wbs, fvs).map((e) => (
          <figure key={e.id} style={{ margin: 0 }}>
            <figcaption>{e.id}</figcaption>
            <iframe title={e.id} src={e.url} width={420} height={720} loading="lazy" style={{ border: '1px solid #ccc' }} />
          </figure>
        ))}
      </div>
    </main>
  );
}
