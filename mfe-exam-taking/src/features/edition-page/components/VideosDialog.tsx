import { Button, Dialog, Link, List, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { editionMessages } from '../messages';
import { DialogCloseButton } from '../../../shared/exam/components/DialogCloseButton';
import type { EditionVideo } from '../api/student-edition';

/** The edition's videos (spec 3 §2.3, Material), each opening in a new tab. */
export function VideosDialog({ videos }: { videos: EditionVideo[] }) {
  const intl = useIntl();
  return (
    <Dialog.Root scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="brand" variant="outline" alignSelf="start">
          {intl.formatMessage(editionMessages.materialVideos)}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(editionMessages.materialVideosTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root gap="2" variant="plain">
                {videos.map((video) => (
                  <List.Item key={video.id}>
                    {video.url ? (
                      <Link href={video.url} target="_blank" rel="noopener noreferrer" color="brand.primary">
                        {video.description || video.url}
                      </Link>
                    ) : (
                      <Text>{video.description}</Text>
                    )}
                  </List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <DialogCloseButton label={intl.formatMessage(editionMessages.materialClose)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
