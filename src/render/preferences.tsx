import { LocalePicker } from './locale-picker';
import { SchemePicker } from './scheme-picker';

/** The language and appearance pickers side by side, as every layout places them. */
export function Preferences() {
  return (
    <div className="hub-preferences">
      <LocalePicker />
      <SchemePicker />
    </div>
  );
}
