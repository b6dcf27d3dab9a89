import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import { methodCall, type MethodControl } from '../../flow/step-calls';
import { canRemove, type SignInMethod } from '../../domain/sign-in-methods';
import { withQuery } from '../../domain/navigation';
import { displayPhone } from '../../domain/phone-display';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';

type Block = Extract<FlowBlock, { type: 'signInMethods' }>;

/**
 * The signed-in person's ways to sign in (issue 55 section 2), drawn from the flow's data: the
 * step's enter action (account.listSignInMethods) reads them each time the step is entered, so the
 * rows follow every change. Remove shows only where another way in remains (domain/sign-in-methods.ts);
 * the handlers check the same rule again against the account as it is then.
 */
export function SignInMethodsBlock({ block, runner }: BlockProps<Block>) {
  const { config, query, shownBrand } = useHub();
  const t = config.catalogue.t;
  const methods = runner.data.signInMethods;
  // Not read yet (a failed read shows the step's error instead of states that may be wrong).
  if (methods === undefined) return runner.error ? null : <p className="hub-text">{t('ui.common.loading')}</p>;
  // A Remove is heard with its row's name (name); Add a password and Link Google say it themselves.
  const press = (control: MethodControl, label: string, name?: string) => (
    <button
      type="button"
      className="hub-button hub-button--secondary"
      aria-label={name ? `${label}: ${name}` : undefined}
      disabled={runner.personWaits}
      onClick={() => runner.run(methodCall(block, control))}
    >
      {label}
    </button>
  );
  const link = (to: string, label: string, name: string) => (
    <Link href={withQuery(to, query)} className="hub-link" aria-label={`${label}: ${name}`}>
      {label}
    </Link>
  );
  /** Remove where another way in remains; otherwise why not. */
  const removeOr = (method: SignInMethod, control: MethodControl, name: string): ReactNode =>
    canRemove(methods, method) ? press(control, t(block.unlink), name) : <span className="hub-factors__date">{t(block.lastWayIn)}</span>;
  const row = (method: SignInMethod, name: string, state: string, detail: string | null, control: ReactNode) => (
    <li key={method} className="hub-factors__row" data-method={method}>
      <span className="hub-factors__what">
        <span className="hub-factors__name">{name}</span>
        <span className="hub-factors__date">
          {state}
          {detail ? (
            <>
              {' · '}
              <bdi dir="ltr">{detail}</bdi>
            </>
          ) : null}
        </span>
      </span>
      {control}
    </li>
  );
  const password = t(block.password);
  const google = t(block.google);
  const phone = t(block.phone);
  const passkeys = t(block.passkeys);
  return (
    <ul className="hub-factors" data-testid="sign-in-methods">
      {methods.password
        ? row('password', password, t(block.on), methods.email, null)
        : row('password', password, t(block.off), null, press('addPassword', t(block.addPassword)))}
      {methods.google
        ? row('google', google, t(block.on), methods.googleEmail, removeOr('google', 'unlinkGoogle', google))
        : row('google', google, t(block.off), null, press('linkGoogle', t(block.linkGoogle)))}
      {methods.phone && methods.phoneNumber
        ? row('phone', phone, t(block.on), displayPhone(methods.phoneNumber), removeOr('phone', 'unlinkPhone', phone))
        : row('phone', phone, t(block.off), null, link(block.phoneTo, t(block.addPhone), phone))}
      {/* A white-label with passkeys: false has none to list or manage. */}
      {shownBrand.passkeys
        ? row(
            'passkeys',
            passkeys,
            t(block.passkeyCount, { count: methods.passkeys }),
            null,
            link(block.passkeysTo, t(block.managePasskeys), passkeys),
          )
        : null}
    </ul>
  );
}
