/**
 * The hub's ports of a flow runtime (src/flow/flow-runtime.ts): what its effects do, as plain
 * functions of the hub as it is when each effect runs. A click goes render -> flow -> these
 * ports -> actions -> services, and the outcome back to the flow; the app hands them to the hub
 * (src/app/app.tsx), so render/ draws and asks and never calls an action itself.
 */
import type { PortsOf } from '../render/hub-context';
import type { FlowPorts } from '../flow/flow-runtime';
import { runAction } from '../actions/run-action';
import type { PendingCodes } from '../actions/pending-codes';
import { offerPasskeyAutofill } from '../actions/passkeys/passkey-autofill';
import { replacesHistoryEntry, ruleDestination, withQuery } from '../domain/navigation';
import { ownWordsIn, sayText } from '../messages/shown-text';

/**
 * The ports of a runtime, reading the hub as it is when each effect runs; the actions keep their
 * waiting codes in the page's pending (made by main.tsx).
 */
export const hubPorts =
  (pending: PendingCodes): PortsOf =>
  (current): FlowPorts => {
    return {
      run(action, call, input, data) {
        const { hub } = current();
        return runAction(
          action,
          {
            services: hub.services,
            pending,
            query: hub.actionQuery,
            brand: hub.brand,
            shownBrand: hub.shownBrand,
            input,
            data,
            href: hub.link?.href ?? window.location.href,
            accountUrl: hub.config.accountUrl,
            now: () => Date.now(),
          },
          {
            errors: hub.config.docs.errors,
            fallback: call.fallback,
            log: import.meta.env.DEV ? (m, e) => console.error(m, e) : undefined,
          },
        );
      },
      navigate(destination) {
        const { hub, navigate } = current();
        const to = destination.kind === 'rule' ? ruleDestination(destination.rule, hub.actionQuery, hub.brand) : destination;
        // Leaving for a brand replaces this entry: Back must not return to /redirect and mint credentials again.
        if (to.kind === 'external') window.location.replace(to.url);
        else {
          const path = to.keepQuery ? withQuery(to.path, hub.query) : to.path;
          navigate(path, { replace: replacesHistoryEntry(path) });
        }
      },
      toast(message, tone) {
        const { hub } = current();
        const brand = hub.shownBrand.displayName;
        void hub.toasts.show(
          sayText(message, (key, params) => hub.config.catalogue.t(key, { brand, ...params }), ownWordsIn(hub.config.catalogue.dir)),
          { tone },
        );
      },
      storage: {
        get: (key) => current().hub.services.storage.get(key),
        set: (key, value) => current().hub.services.storage.set(key, value),
      },
      reloadUser() {
        void current()
          .hub.services.auth.reloadUser()
          .catch(() => undefined);
      },
      reauthenticate(why) {
        current().hub.reauthenticate(why);
      },
      async autofill(action, signal) {
        const { hub } = current();
        // Only the passkey sign-in has an autofill, and only where the white-label offers passkeys.
        if (action !== 'auth.signInWithPasskey' || !hub.shownBrand.passkeys) return false;
        return offerPasskeyAutofill(hub.services, signal);
      },
    };
  };
