import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertObjectKey, exportsDir, LocalObjectStore, type ObjectStore } from './object-store.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, s3rver…); unset: AWS itself. */
  endpoint: string | undefined;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Both or neither; neither: the SDK's default chain (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prepended to every key: '' or a path ending in '/'. */
  prefix: string;
}

/** A bucket of AWS S3 or of any S3-compatible server, through @aws-sdk/client-s3. */
export class S3ObjectStore implements ObjectStore {
  readonly client: S3Client;

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      maxAttempts: 3,
    });
  }

  private objectKey(key: string): string {
    assertObjectKey(key);
    return `${this.settings.prefix}${key}`;
  }

  locationOf(key: string): string {
    return `s3://${this.settings.bucket}/${this.objectKey(key)}`;
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
        ContentType: contentType,
      }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the configuration names: its bucket when S3_BUCKET is set, else `<FILES_DIR>/exports`. */
export function objectStoreFor(
  s3: S3Settings | undefined,
  filesDir: string,
): ObjectStore & { close?: () => void } {
  return s3 ? new S3ObjectStore(s3) : new LocalObjectStore(exportsDir(filesDir), 'FILES_DIR/exports');
}
