import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../harness/server-process.ts';

export const JANUS_BIN = '/usr/bin/janus';
export const hasJanus = existsSync(JANUS_BIN);
const LIB = '/usr/lib/x86_64-linux-gnu/janus';

/** Debian's Janus on a free loopback port: the HTTP transport and the VideoRoom plugin only. */
export async function startJanus(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'hy-janus-'));
  const port = await freePort();
  const others = [
    'audiobridge',
    'duktape',
    'echotest',
    'lua',
    'nosip',
    'recordplay',
    'sip',
    'streaming',
    'textroom',
    'videocall',
    'voicemail',
  ];
  await writeFile(
    join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${LIB}/plugins"
  transports_folder = "${LIB}/transports"
  events_folder = "${LIB}/events"
  loggers_folder = "${LIB}/loggers"
  debug_level = 3
}
plugins: { disable = "${others.map((p) => `libjanus_${p}.so`).join(',')}" }
transports: { disable = "libjanus_websockets.so,libjanus_pfunix.so,libjanus_mqtt.so,libjanus_nanomsg.so,libjanus_rabbitmq.so" }
events: { broadcast = false }
loggers: { disable = "libjanus_jsonlog.so" }
`,
  );
  await writeFile(
    join(dir, 'janus.transport.http.jcfg'),
    `general: { base_path = "/janus", http = true, port = ${port}, ip = "127.0.0.1", https = false }\nadmin: { admin_http = false }\n`,
  );
  await writeFile(join(dir, 'janus.plugin.videoroom.jcfg'), 'general: {\n}\n');
  const child = spawn(JANUS_BIN, ['-F', dir, '-C', join(dir, 'janus.jcfg'), '-o'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr.on('data', (b: Buffer) => (log += b.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}/janus`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`janus exited:\n${log}`);
    const up = await fetch(url, { method: 'POST', body: JSON.stringify({ janus: 'info', transaction: 'up' }) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`janus did not answer:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function janus(url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify({ ...body, transaction: Math.random().toString(36).slice(2) }) });
  return (await res.json()) as Record<string, unknown>;
}

/**
 * Joins a VideoRoom as a publisher over Janus's HTTP API, as a browser would before sending media: 'joined', or
 * the plugin's error text (e.g. a token not on the room's allowed list).
 */
export async function joinRoom(url: string, room: number, token: string): Promise<string> {
  const session = ((await janus(url, { janus: 'create' })).data as { id: number }).id;
  try {
    const handle = ((await janus(`${url}/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data as { id: number }).id;
    await janus(`${url}/${session}/${handle}`, {
      janus: 'message',
      body: { request: 'join', ptype: 'publisher', room, token, display: 'test' },
    });
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const events = (await (await fetch(`${url}/${session}?maxev=5`)).json()) as
        | { janus: string; plugindata?: { data?: { videoroom?: string; error?: string } } }[]
        | { janus: string; plugindata?: { data?: { videoroom?: string; error?: string } } };
      for (const e of Array.isArray(events) ? events : [events]) {
        const data = e.plugindata?.data;
        if (data?.videoroom === 'joined') return 'joined';
        if (data?.error) return data.error;
      }
    }
    return 'no answer';
  } finally {
    await janus(`${url}/${session}`, { janus: 'destroy' });
  }
}
