import { Button, Field, HStack, Input, Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { clampPosition } from '../order';
import { rowMessages as m } from '../messages';

/** "Mover para a posição": a number clamped to 1…count (spec 2 §5); moving to where it is does nothing. */
export function MovePopover({
  number,
  count,
  disabled,
  onMove,
}: {
  number: number;
  count: number;
  disabled: boolean;
  onMove: (position: number) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(String(number));
  const clamped = () => clampPosition(Number(value), count, number);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => {
        setOpen(d.open);
        if (d.open) setValue(String(number));
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-label={intl.formatMessage(m.move, { number })}
        >
          {`#${number}`}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="64">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="medium" mb="2">
                {intl.formatMessage(m.moveTitle)}
              </Popover.Title>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  const position = clamped();
                  setValue(String(position));
                  setOpen(false);
                  if (position !== number) onMove(position);
                }}
              >
                <HStack align="flex-end" gap="2">
                  <Field.Root>
                    <Field.Label>{intl.formatMessage(m.position, { count })}</Field.Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={count}
                      value={value}
                      onChange={(e) => setValue(e.target.value)}
                      onBlur={() => setValue(String(clamped()))}
                    />
                  </Field.Root>
                  <Button type="submit" colorPalette="brand">
                    {intl.formatMessage(m.moveSubmit)}
                  </Button>
                </HStack>
              </form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
