import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigation } from '../../../navigation/context';
import { startBankIdPolling, type BankIdPoller } from '../../../shop/account/bankIdPolling';
import {
  INITIAL_LOGIN_STATE,
  loginErrorOf,
  loginReducer,
  type LoginState,
} from '../../../shop/account/login';
import type { User } from '../../../shop/schemas/auth';
import { toApiPersonalNumber } from '../../../shop/validation/rules';
import { useShopSession } from '../../session/ShopSessionProvider';

/** Options of {@link useLogin}. */
export interface UseLoginOptions {
  /** Where to go once logged in (already checked by `safeReturnTo`). */
  returnTo: string;
  /** Called once logged in instead of navigating to `returnTo`. */
  onLoggedIn?: (user: User, returnTo: string) => void;
}

/** The login's state and what the view can do. */
export interface LoginController {
  state: LoginState;
  /** The e-mail last typed, so a form shown again starts with it. */
  lastEmail: string;
  loginWithPassword: (email: string, password: string) => Promise<void>;
  startBankId: (personalNumber: string) => Promise<void>;
  cancelBankId: () => void;
  acceptTerms: () => Promise<void>;
  resendVerification: () => Promise<void>;
  /** Back to the login forms. */
  reset: () => void;
}

/**
 * Wires the login's reducer (`src/shop/account/login.ts`) to the shop client: the e-mail login, Mobile
 * BankID with its poller (cancelled when the view goes away while waiting), the account problems'
 * calls, and, once logged in, the session's user lookup (the header shows the name) and the way back.
 */
export function useLogin({ returnTo, onLoggedIn }: UseLoginOptions): LoginController {
  const { client, refreshUser } = useShopSession();
  const navigation = useNavigation();
  const [state, dispatch] = useReducer(loginReducer, INITIAL_LOGIN_STATE);
  const current = useRef(state);
  current.current = state;
  const poller = useRef<BankIdPoller | null>(null);
  const lastEmail = useRef('');
  const after = useRef({ returnTo, onLoggedIn });
  after.current = { returnTo, onLoggedIn };

  // Leaving the page while BankID waits cancels the order, so the phone does not keep asking.
  useEffect(
    () => () => {
      poller.current?.cancel();
      poller.current = null;
    },
    [],
  );

  const loggedInUser = state.status === 'loggedIn' ? state.user : null;
  useEffect(() => {
    if (!loggedInUser) return;
    let active = true;
    void refreshUser()
      .catch(() => null)
      .then(() => {
        if (!active) return;
        const { returnTo: target, onLoggedIn: done } = after.current;
        if (done) done(loggedInUser, target);
        else navigation.navigate(target, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [loggedInUser, refreshUser, navigation]);

  const busy = () => current.current.status === 'submitting' || current.current.status === 'bankIdWaiting';

  const loginWithPassword = useCallback(
    async (email: string, password: string) => {
      if (busy()) return;
      lastEmail.current = email;
      dispatch({ type: 'submit', method: 'password' });
      try {
        dispatch({ type: 'result', result: await client.login({ email: email.trim(), password }) });
      } catch (error) {
        dispatch({ type: 'failed', error: loginErrorOf(error, 'password') });
      }
    },
    [client],
  );

  const startBankId = useCallback(
    async (personalNumber: string) => {
      if (busy()) return;
      dispatch({ type: 'submit', method: 'bankId' });
      const number = toApiPersonalNumber(personalNumber);
      try {
        const order = await client.startBankId(number ? { personalNumber: number } : {});
        dispatch({ type: 'bankIdStarted', order });
        poller.current?.stop();
        poller.current = startBankIdPolling({
          order,
          poll: (orderRef, options) => client.pollBankId(orderRef, options),
          cancel: (orderRef) => client.cancelBankId(orderRef),
          onPoll: (poll) => dispatch({ type: 'bankIdPolled', poll }),
          onError: (error) => dispatch({ type: 'failed', error: loginErrorOf(error, 'bankId') }),
        });
      } catch (error) {
        dispatch({ type: 'failed', error: loginErrorOf(error, 'bankId') });
      }
    },
    [client],
  );

  const cancelBankId = useCallback(() => {
    poller.current?.cancel();
    poller.current = null;
    dispatch({ type: 'cancelBankId' });
  }, []);

  const acceptTerms = useCallback(async () => {
    const now = current.current;
    if (now.status !== 'problem' || now.busy) return;
    dispatch({ type: 'problemCall' });
    try {
      dispatch({ type: 'result', result: await client.acceptTerms(now.problemToken) });
    } catch (error) {
      dispatch({ type: 'failed', error: loginErrorOf(error) });
    }
  }, [client]);

  const resendVerification = useCallback(async () => {
    const now = current.current;
    if (now.status !== 'problem' || now.busy) return;
    dispatch({ type: 'problemCall' });
    try {
      await client.resendVerification({ problemToken: now.problemToken });
      dispatch({ type: 'verificationResent' });
    } catch (error) {
      dispatch({ type: 'failed', error: loginErrorOf(error) });
    }
  }, [client]);

  const reset = useCallback(() => {
    poller.current?.stop();
    poller.current = null;
    dispatch({ type: 'reset' });
  }, []);

  return {
    state,
    lastEmail: lastEmail.current,
    loginWithPassword,
    startBankId,
    cancelBankId,
    acceptTerms,
    resendVerification,
    reset,
  };
}
