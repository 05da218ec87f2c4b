import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from 'shared-contracts/client';
import {
  deletePushSubscription,
  fetchPreferences,
  PREFERENCES_KEY,
  saveEmailOptOut,
  savePushSubscription,
} from './inbox-api';
import {
  currentSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './push-subscription';

const DEVICE_KEY = ['push_subscriptions', 'this-device'] as const;

/** unsupported: no push in this browser; unavailable: the server has no VAPID key; denied: blocked. */
export type PushState = 'loading' | 'unsupported' | 'unavailable' | 'denied' | 'on' | 'off';

export function usePreferences() {
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => fetchPreferences(signal) });
}

/** "Receber e-mails não essenciais": on = !email_opt_out, saved with PUT notification_preferences. */
export function useEmailSetting() {
  const queryClient = useQueryClient();
  const preferences = usePreferences();
  const save = useMutation({
    mutationFn: (wanted: boolean) => saveEmailOptOut(!wanted),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
  const stored = preferences.data ? !preferences.data.email_opt_out : undefined;
  return {
    /** While saving, the value asked for. */
    on: save.isPending ? save.variables : stored,
    saving: save.isPending,
    failed: save.isError,
    change: (wanted: boolean) => save.mutate(wanted),
  };
}

/**
 * "Receber notificações neste dispositivo": on subscribes this browser (permission, /sw.js, PushManager)
 * and stores the subscription (POST push_subscriptions); off unsubscribes it and forgets it
 * (DELETE push_subscriptions).
 */
export function usePushSetting() {
  const supported = pushSupported();
  const queryClient = useQueryClient();
  const preferences = usePreferences();
  const device = useQuery({
    queryKey: DEVICE_KEY,
    queryFn: async () => (await currentSubscription()) !== null,
    enabled: supported,
  });
  const [denied, setDenied] = useState(() => supported && Notification.permission === 'denied');
  const [dismissed, setDismissed] = useState(false);
  const vapidKey = preferences.data?.vapid_public_key ?? null;

  const change = useMutation({
    mutationFn: async (wanted: boolean) => {
      if (!wanted) {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await deletePushSubscription(endpoint);
        return 'off' as const;
      }
      const outcome = await subscribeThisDevice(vapidKey!);
      if (outcome.kind === 'subscribed') await savePushSubscription(outcome.body);
      return outcome.kind;
    },
    onSuccess: (result) => {
      setDenied(result === 'denied');
      setDismissed(result === 'dismissed');
      queryClient.setQueryData(DEVICE_KEY, result === 'subscribed');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DEVICE_KEY });
      void queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
    },
  });

  let state: PushState;
  if (!supported) state = 'unsupported';
  else if (denied) state = 'denied';
  else if (device.isPending || (preferences.isPending && !device.data)) state = 'loading';
  // Without the server's key this device cannot subscribe (but may still unsubscribe).
  else if (!vapidKey && !device.data) state = 'unavailable';
  else state = device.data ? 'on' : 'off';

  return {
    state,
    busy: change.isPending,
    /** While changing, the value asked for. */
    wanted: change.isPending ? change.variables : undefined,
    dismissed,
    failed: change.isError,
    change: (wanted: boolean) => change.mutate(wanted),
  };
}
