import type { User } from '@portal/domain';
import type { Insertable } from 'kysely';
import type { DownloadRecordsTable } from '../../db/schema.ts';
import type { SentBody } from '../../lib/sent-body.ts';
import { type Clock, systemClock } from '../../lib/time.ts';
import { ASSET_TREES, treeOf } from '../assets/asset-policy.ts';

export type DownloadRecordRow = Insertable<DownloadRecordsTable>;

/** What recordWhenSent reads of a response: its events and whether it was ended. */
export interface SentResponse {
  once(event: 'finish' | 'close', listener: () => void): unknown;
  getHeader(name: 'content-length'): number | string | string[] | undefined;
  readonly writableEnded: boolean;
}

/** One finished download, as the downloads module knows it. */
export interface DownloadEvent {
  kind: 'file' | 'zip';
  asset: { id: number; name: string; rootKey: string };
  user: Pick<User, 'id' | 'operator' | 'regions'>;
  bytes: number;
  /** When it finished; the recorder's clock when left out. */
  at?: Date;
}

/** The row a download is kept as: the game is the one whose tree holds the asset, the region the user's default. */
export function downloadRecordRow(event: DownloadEvent & { at: Date }): DownloadRecordRow {
  const { asset, user } = event;
  const tree = treeOf(asset.rootKey);
  const gameId = tree?.tree === ASSET_TREES.games ? tree.ownerId : null;
  const region = (user.regions.find((entry) => entry.isDefault) ?? user.regions[0])?.region ?? null;
  const downloadedAt = event.at.toISOString();
  return {
    downloaded_at: downloadedAt,
    day: downloadedAt.slice(0, 10),
    kind: event.kind,
    asset_id: asset.id,
    asset_name: asset.name,
    game_id: gameId,
    user_id: user.id,
    operator_id: user.operator?.id ?? null,
    region,
    bytes: event.bytes,
  };
}

export interface RecorderOptions {
  /** Stores a batch of rows (one multi-row insert). */
  write: (rows: DownloadRecordRow[]) => Promise<void>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** RECORD_DOWNLOADS=false turns recording off (the transfer benchmark compares both). */
  enabled: boolean;
  flushIntervalMs?: number;
  batchSize?: number;
  /** Rows kept while the database cannot take them; the oldest go first beyond this. */
  maxQueued?: number;
  clock?: Clock;
}

/**
 * Records downloads off the request's path: record() only queues a row; a timer (and a full batch)
 * writes the queue in multi-row inserts, so a download never waits on the database. close() writes
 * what is left. A failed write keeps its rows for the next attempt, up to maxQueued.
 */
export class DownloadRecorder {
  private queue: DownloadRecordRow[] = [];
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout | null;
  private readonly batchSize: number;
  private readonly maxQueued: number;

  constructor(private readonly options: RecorderOptions) {
    this.batchSize = options.batchSize ?? 500;
    this.maxQueued = options.maxQueued ?? 100_000;
    this.timer = options.enabled
      ? setInterval(() => void this.flush(), options.flushIntervalMs ?? 1000).unref()
      : null;
  }

  record(event: DownloadEvent): void {
    if (!this.options.enabled) return;
    this.queue.push(downloadRecordRow({ ...event, at: event.at ?? (this.options.clock ?? systemClock)() }));
    if (this.queue.length > this.maxQueued) {
      this.queue.splice(0, this.queue.length - this.maxQueued);
      this.options.log.warn({ kept: this.maxQueued }, 'download records dropped: the queue is full');
    }
    if (this.queue.length >= this.batchSize) void this.flush();
  }

  /**
   * Records a download once its whole body has been handed to the connection; one the client
   * abandons half-way is not a download. That is 'finish' as a rule. But a client that closes as
   * soon as it holds the last byte (curl does) can close the socket first, before the last write is
   * confirmed or even before the body stream has ended: then 'close' comes without 'finish', and
   * the download counts when every byte of its Content-Length (or, without one, the end of the body)
   * was written; `body` counts what was.
   */
  recordWhenSent(response: SentResponse, body: SentBody, event: Omit<DownloadEvent, 'bytes' | 'at'>): void {
    if (!this.options.enabled) return;
    let recorded = false;
    const sent = () => {
      if (recorded) return;
      recorded = true;
      this.record({ ...event, bytes: body.bytes });
    };
    response.once('finish', sent);
    response.once('close', () => {
      const length = Number(response.getHeader('content-length') ?? Number.NaN);
      if (response.writableEnded || body.bytes >= length) sent();
    });
  }

  /** Writes everything queued so far; concurrent calls share one run. */
  flush(): Promise<void> {
    this.flushing ??= this.writeQueued().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
    // Rows queued while the last run was writing.
    if (this.queue.length > 0) await this.flush();
  }

  private async writeQueued(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batchSize);
      try {
        await this.options.write(batch);
      } catch (error) {
        this.queue.unshift(...batch);
        this.options.log.error(
          { err: error, queued: this.queue.length },
          'download records could not be written',
        );
        return;
      }
    }
  }
}
