import { Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { panelMessages as m } from './panel-messages';
import { useEmailSetting, usePushSetting, type PushState } from './use-notification-settings';

function SettingSwitch({
  label,
  checked,
  disabled,
  onChange,
  testId,
  children,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  /** The explanation under the switch (its description for screen readers). */
  children?: ReactNode;
}) {
  const helpId = useId();
  // The switch's machine syncs its hidden input only when the controlled value changes: a change the
  // app refuses (the permission denied, a failed save) would leave the input checked while the switch
  // shows off. The input follows the value after every render.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  });
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked)}
        colorPalette="brand"
        data-testid={testId}
      >
        <Switch.HiddenInput ref={input} aria-describedby={children ? helpId : undefined} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {children && (
        <Stack gap="1" id={helpId} fontSize="sm">
          {children}
        </Stack>
      )}
    </Stack>
  );
}

const PUSH_NOTES: Partial<Record<PushState, MessageDescriptor>> = {
  unsupported: m.pushUnsupported,
  unavailable: m.pushUnavailable,
  denied: m.pushDenied,
};

/** The student's two switches: push on this device, and the non-essential e-mails. */
export function InboxSettings() {
  const intl = useIntl();
  const push = usePushSetting();
  const email = useEmailSetting();
  const pushNote = PUSH_NOTES[push.state];
  return (
    <Stack as="section" gap="4" aria-labelledby="inbox-settings-title">
      <Heading as="h3" size="sm" id="inbox-settings-title">
        {intl.formatMessage(m.settings)}
      </Heading>
      <SettingSwitch
        label={intl.formatMessage(m.push)}
        checked={push.wanted ?? push.state === 'on'}
        disabled={push.busy || (push.state !== 'on' && push.state !== 'off')}
        onChange={push.change}
        testId="push-switch"
      >
        {pushNote && (
          <Text color={push.state === 'denied' ? 'fg.error' : 'fg.muted'} data-testid="push-note">
            {intl.formatMessage(pushNote)}
          </Text>
        )}
        {push.dismissed && <Text color="fg.muted">{intl.formatMessage(m.pushDismissed)}</Text>}
        {push.failed && (
          <Text color="fg.error" role="alert">
            {intl.formatMessage(m.pushError)}
          </Text>
        )}
      </SettingSwitch>
      <SettingSwitch
        label={intl.formatMessage(m.email)}
        checked={email.on ?? true}
        disabled={email.on === undefined || email.saving}
        onChange={email.change}
        testId="email-switch"
      >
        <Text color="fg.muted">{intl.formatMessage(m.emailHelp)}</Text>
        {email.failed && (
          <Text color="fg.error" role="alert">
            {intl.formatMessage(m.emailError)}
          </Text>
        )}
      </SettingSwitch>
    </Stack>
  );
}
