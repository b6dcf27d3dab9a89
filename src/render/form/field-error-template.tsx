import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** rjsf's field errors, in a polite live region so screen readers announce them as they appear. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  return (
    <div aria-live="polite">
      {shown.length > 0 ? (
        <ul id={errorId(fieldPathId)} className="error-detail">
          {shown.map((error, i) => (
            <li key={i} className="text-danger">
              {error}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
