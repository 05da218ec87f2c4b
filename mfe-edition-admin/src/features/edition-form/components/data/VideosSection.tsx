import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Section } from 'shared-contracts/ui';
import { FormField } from '../../../../shared/components/FormField';
import type { EditionForm } from '../../hooks/useEditionForm';
import { dataMessages as m, formMessages } from '../../messages';

/** The edition's videos: a description and a link each. */
export function VideosSection({ form }: { form: EditionForm }) {
  const intl = useIntl();
  const videos = form.values.videos;
  const update = (index: number, change: Partial<(typeof videos)[number]>) =>
    form.setField(
      'videos',
      videos.map((video, i) => (i === index ? { ...video, ...change } : video)),
    );
  return (
    <Section title={intl.formatMessage(m.videos)} testId="videos-section">
      {videos.length === 0 && <Text color="fg.muted">{intl.formatMessage(m.noVideos)}</Text>}
      {videos.map((video, index) => (
        <HStack key={index} align="end" gap="3" data-testid="video-row" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <FormField
            label={intl.formatMessage(m.videoDescription)}
            error={form.errorAt(`videos.${index}.description`)}
          >
            <Input
              value={video.description}
              onChange={(e) => update(index, { description: e.target.value })}
            />
          </FormField>
          <FormField
            label={intl.formatMessage(m.videoUrl)}
            required
            error={form.errorAt(`videos.${index}.url`)}
          >
            <Input type="url" value={video.url} onChange={(e) => update(index, { url: e.target.value })} />
          </FormField>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() =>
              form.setField(
                'videos',
                videos.filter((_, i) => i !== index),
              )
            }
          >
            {intl.formatMessage(formMessages.remove)}
          </Button>
        </HStack>
      ))}
      <Stack align="start">
        <Button
          variant="outline"
          onClick={() => form.setField('videos', [...videos, { description: '', url: '' }])}
        >
          {intl.formatMessage(m.addVideo)}
        </Button>
      </Stack>
    </Section>
  );
}
