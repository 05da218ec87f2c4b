import { createRemoteLoader } from './remote-loader';

const routesModule = {
  remote: 'mfe_exam_taking',
  routes: {},
  messages: { 'pt-BR': {}, es: {}, 'pt-PT': {} },
};

describe('remote loader', () => {
  it('caches the routesModule promise per remote', async () => {
    const load = jest.fn(async () => routesModule);
    const loader = createRemoteLoader(load, { retries: 0 });
    await loader.load('mfe_exam_taking');
    await loader.load('mfe_exam_taking');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries twice with growing delays before giving up', async () => {
    const delays: number[] = [];
    const load = jest.fn(async () => {
      throw new Error('unreachable');
    });
    const loader = createRemoteLoader(load, {
      backoffMs: (n) => {
        delays.push(n);
        return 0;
      },
    });
    await expect(loader.load('mfe_edition_admin')).rejects.toThrow('unreachable');
    expect(load).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([1, 2]);
  });

  it('succeeds when a retry succeeds', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce(routesModule);
    const onLoaded = jest.fn();
    const loader = createRemoteLoader(load, { backoffMs: () => 0, onLoaded });
    await expect(loader.load('mfe_exam_taking')).resolves.toBe(routesModule);
    expect(onLoaded).toHaveBeenCalledWith('mfe_exam_taking', routesModule);
  });

  it('keeps a failure until it is invalidated or forgotten', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(routesModule);
    const loader = createRemoteLoader(load, { retries: 0 });
    await expect(loader.load('mfe_exam_taking')).rejects.toThrow('down');
    await expect(loader.load('mfe_exam_taking')).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    loader.forgetFailure('mfe_exam_taking');
    await expect(loader.load('mfe_exam_taking')).resolves.toBe(routesModule);
    loader.forgetFailure('mfe_exam_taking');
    await loader.load('mfe_exam_taking');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a null module as a failure', async () => {
    const loader = createRemoteLoader(async () => null, { retries: 0 });
    await expect(loader.load('mfe_grading_results')).rejects.toThrow(/no \.\/routes module/);
  });
});
