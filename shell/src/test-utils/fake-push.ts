/**
 * The browser's push pieces jsdom lacks (navigator.serviceWorker, PushManager, Notification): they belong
 * to the browser and the push service, outside our system. What the code asked of them is recorded.
 */
export interface FakePushOptions {
  /** Notification.permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** Whether this device is already subscribed. */
  subscribed?: boolean;
}

export const PUSH_ENDPOINT = 'https://push.example.org/send/abc123';
export const PUSH_KEYS = { p256dh: 'BPushKey_-123', auth: 'AuthSecret_-9' };

export function installFakePush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: FakePushOptions = {}) {
  const subscription = {
    endpoint: PUSH_ENDPOINT,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => ({ endpoint: PUSH_ENDPOINT, expirationTime: null, keys: PUSH_KEYS }),
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => (current = subscription)),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: jest.fn(async (_url: string, _options?: RegistrationOptions) => registration),
    ready: Promise.resolve(registration),
    getRegistration: jest.fn(async () => registration),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  };
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  return { serviceWorker, pushManager, subscription, notification };
}

export function removeFakePush(): void {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const)
    if (Object.getOwnPropertyDescriptor(target, name))
      delete (target as unknown as Record<string, unknown>)[name];
}
