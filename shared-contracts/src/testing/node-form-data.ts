let NodeFile: typeof File | undefined;

/**
 * jsdom's FormData and File cannot be sent by the platform's fetch (Node's): for the duration of a
 * test file, the page builds Node's FormData, and tests choose Node's File objects (`testFile`).
 * Both classes are taken from a multipart body parsed by the platform.
 */
export function withNodeFormData() {
  const jsdomFormData = globalThis.FormData;
  beforeAll(async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n' +
      'Content-Type: text/plain\r\n\r\nx\r\n--b--\r\n';
    const probe = await new Response(body, {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    }).formData();
    globalThis.FormData = probe.constructor as typeof FormData;
    NodeFile = (probe.get('f') as File).constructor as typeof File;
  });
  afterAll(() => {
    globalThis.FormData = jsdomFormData;
  });
}

/** A file the user chooses, with its content (call withNodeFormData in the test file first). */
export function testFile(content: string, name: string, type = ''): File {
  if (!NodeFile) throw new Error('call withNodeFormData() in the test file');
  return new NodeFile([content], name, { type });
}
