/** The brand application's address in each environment (brands/environments.json, the brand's hostKey). */
import type { EnvironmentsDoc } from '../src/config/types';
import type { StudioIssue } from './studio-wire';
import { issueWords, issuesAt } from './issue-errors';
import { toPointer } from '../validate/json-pointer';

export const ENVIRONMENTS_FILE = 'brands/environments.json';

export function HostsEditor({
  environments,
  hostKey,
  issues,
  onChange,
}: {
  environments: EnvironmentsDoc;
  hostKey: string;
  issues: readonly StudioIssue[];
  onChange: (next: EnvironmentsDoc) => void;
}) {
  const hosts = environments.hosts as Record<string, Record<string, string>>;
  const set = (env: string, value: string) => {
    const row = { ...hosts[env] };
    if (value === '') delete row[hostKey];
    else row[hostKey] = value;
    onChange({ ...environments, hosts: { ...hosts, [env]: row } } as EnvironmentsDoc);
  };
  return (
    <fieldset className="studio-hosts">
      <legend>
        Brand application address (<code>{hostKey}</code> in {ENVIRONMENTS_FILE})
      </legend>
      {Object.keys(hosts).map((env) => {
        const problems = issuesAt(issues, ENVIRONMENTS_FILE, toPointer(['hosts', env, hostKey]));
        const id = `host-${env}`;
        return (
          <div key={env} className="studio-field">
            <label htmlFor={id}>{env}</label>
            <input
              id={id}
              type="url"
              value={hosts[env]?.[hostKey] ?? ''}
              onChange={(e) => set(env, e.target.value)}
              aria-invalid={problems.length > 0}
            />
            {problems.map((p) => (
              <p key={p.text} className="studio-problem">
                {issueWords(p)}
              </p>
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}
