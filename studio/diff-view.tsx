/** A save's `git diff`, added and removed lines marked. */
export function DiffView({ diff }: { diff: string }) {
  if (diff.trim() === '') return <p className="studio-note">No change on disk: the files already held these documents.</p>;
  return (
    <pre className="studio-diff" aria-label="git diff of the save" tabIndex={0}>
      {diff.split('\n').map((line, i) => (
        <span
          key={i}
          className={
            line.startsWith('+') && !line.startsWith('+++')
              ? 'added'
              : line.startsWith('-') && !line.startsWith('---')
                ? 'removed'
                : undefined
          }
        >
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
