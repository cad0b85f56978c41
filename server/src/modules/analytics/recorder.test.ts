import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { pipedBody } from '../../lib/sent-body.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import { recordDownloads } from './analytics.repository.ts';
import {
  type DownloadEvent,
  DownloadRecorder,
  type DownloadRecordRow,
  downloadRecordRow,
} from './recorder.ts';

const quiet = { error() {}, warn() {} };

const event = (assetId: number): DownloadEvent & { at: Date } => ({
  kind: 'file',
  asset: { id: assetId, name: `file-${assetId}.pdf`, rootKey: 'game:7' },
  user: {
    id: 3,
    operator: { id: 5, name: 'North', logo: null, regions: [] },
    regions: [
      { region: 'us--ohio', isDefault: false },
      { region: 'us--georgia', isDefault: true },
    ],
  },
  bytes: 1234,
  at: new Date('2026-03-04T05:06:07.000Z'),
});

describe('DownloadRecorder', () => {
  const t = testAppForSuite({ seed: false });
  beforeEach(async () => {
    await t.database.db.deleteFrom('download_records').execute();
  });

  const stored = () => t.database.db.selectFrom('download_records').selectAll().orderBy('id').execute();
  const write = (rows: DownloadRecordRow[]) => recordDownloads(t.database.db, rows);

  it('keeps the game of the tree, the user, their operator and default region', () => {
    expect(downloadRecordRow(event(1))).toEqual({
      downloaded_at: '2026-03-04T05:06:07.000Z',
      day: '2026-03-04',
      kind: 'file',
      asset_id: 1,
      asset_name: 'file-1.pdf',
      game_id: 7,
      user_id: 3,
      operator_id: 5,
      region: 'us--georgia',
      bytes: 1234,
    });
    const libraryFile = { ...event(2), asset: { id: 2, name: 'x', rootKey: 'library' } };
    expect(downloadRecordRow(libraryFile).game_id).toBeNull();
  });

  it('writes nothing on the caller’s path, then everything in batches and on close', async () => {
    const recorder = new DownloadRecorder({
      write,
      log: quiet,
      enabled: true,
      batchSize: 2,
      flushIntervalMs: 60_000,
    });
    recorder.record(event(1));
    expect(await stored()).toHaveLength(0);
    for (let id = 2; id <= 5; id += 1) recorder.record(event(id));
    await recorder.close();
    expect((await stored()).map((row) => row.asset_id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('flushes on its timer', async () => {
    const recorder = new DownloadRecorder({ write, log: quiet, enabled: true, flushIntervalMs: 20 });
    recorder.record(event(1));
    await expect.poll(async () => (await stored()).length, { timeout: 2000 }).toBe(1);
    await recorder.close();
  });

  it('keeps the rows of a failed write for the next attempt', async () => {
    let failures = 1;
    const flaky = async (rows: DownloadRecordRow[]) => {
      if (failures-- > 0) throw new Error('database away');
      await write(rows);
    };
    const recorder = new DownloadRecorder({
      write: flaky,
      log: quiet,
      enabled: true,
      flushIntervalMs: 60_000,
    });
    recorder.record(event(1));
    await recorder.flush();
    expect(await stored()).toHaveLength(0);
    await recorder.close();
    expect(await stored()).toHaveLength(1);
  });

  describe('recordWhenSent', () => {
    /** A response as the zip route hands it over: a body piped in, then its end events. */
    function response() {
      const headers: Record<string, number> = {};
      const emitter = Object.assign(new EventEmitter(), {
        writableEnded: false,
        getHeader: (name: string) => headers[name],
      });
      const body = Readable.from([Buffer.alloc(1000), Buffer.alloc(234)]);
      return {
        response: emitter,
        headers,
        async pipeBody() {
          emitter.emit('pipe', body);
          for await (const _ of body) {
            // The recorder counts beside the pipe; reading the body here stands for the socket.
          }
        },
      };
    }
    /** Its flush interval outlasts the test: what a test expects is written by close(). */
    const recorderWritingOnClose = () =>
      new DownloadRecorder({ write, log: quiet, enabled: true, flushIntervalMs: 60_000 });
    /** Each stored download as [asset id, bytes]. */
    const storedBytes = async () => (await stored()).map((row) => [row.asset_id, Number(row.bytes)]);
    const sent = (id: number) => {
      const { at: _at, bytes: _bytes, ...rest } = event(id);
      return rest;
    };

    it("records a body sent to the end on 'finish', once, with its bytes", async () => {
      const recorder = recorderWritingOnClose();
      const { response: res, pipeBody } = response();
      recorder.recordWhenSent(res, pipedBody(res), sent(1));
      await pipeBody();
      res.writableEnded = true;
      res.emit('finish');
      res.emit('close');
      await recorder.close();
      expect(await storedBytes()).toEqual([[1, 1234]]);
    });

    it("records a body written to the end whose connection closed before 'finish'", async () => {
      const recorder = recorderWritingOnClose();
      const { response: res, pipeBody } = response();
      recorder.recordWhenSent(res, pipedBody(res), sent(2));
      await pipeBody();
      res.writableEnded = true;
      res.emit('close');
      await recorder.close();
      expect(await storedBytes()).toEqual([[2, 1234]]);
    });

    it('records a body whose every byte was written when the client closed before it ended', async () => {
      const recorder = recorderWritingOnClose();
      const { response: res, headers, pipeBody } = response();
      headers['content-length'] = 1234;
      recorder.recordWhenSent(res, pipedBody(res), sent(4));
      await pipeBody();
      res.emit('close');
      await recorder.close();
      expect(await storedBytes()).toEqual([[4, 1234]]);
    });

    it('does not record a download the client abandoned half-way', async () => {
      const recorder = recorderWritingOnClose();
      const { response: res, headers } = response();
      headers['content-length'] = 5000;
      recorder.recordWhenSent(res, pipedBody(res), sent(3));
      // Some bytes went, not all of them.
      res.emit('pipe', Readable.from([Buffer.alloc(1000)]));
      await new Promise((resolve) => setTimeout(resolve, 10));
      res.emit('close');
      await recorder.close();
      expect(await stored()).toHaveLength(0);
    });
  });

  it('records nothing when turned off', async () => {
    const recorder = new DownloadRecorder({ write, log: quiet, enabled: false });
    recorder.record(event(1));
    await recorder.close();
    expect(await stored()).toHaveLength(0);
  });
});
