/**
 * Both app manifests against Slack's manifest schema, offline: the zod schema below transcribes
 * the parts of slackapi/manifest-schema `schemas/manifest.schema.1.0.0.json` that these manifests
 * use (objects are strict as the schema's additionalProperties:false; lengths, patterns and
 * required members as written there). Plus the app's own agreements: ids, scopes, URLs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { COMMAND, SHORTCUT_FIND_FROM_MESSAGE } from '../../src/slack/ids.js';
import { BOT_SCOPES } from '../../src/slack/runtime.js';

const httpUrl = (max: number) =>
  z
    .string()
    .regex(/^https?:\/\//)
    .max(max);
const Manifest = z.strictObject({
  _metadata: z.strictObject({ major_version: z.number().int(), minor_version: z.number().int() }).optional(),
  display_information: z.strictObject({
    name: z.string().min(1).max(35),
    description: z.string().min(1).max(140).optional(),
    background_color: z
      .string()
      .min(4)
      .max(7)
      .regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/)
      .optional(),
    long_description: z.string().min(175).max(4000).optional(),
  }),
  features: z.strictObject({
    app_home: z
      .strictObject({
        home_tab_enabled: z.boolean().optional(),
        messages_tab_enabled: z.boolean().optional(),
        messages_tab_read_only_enabled: z.boolean().optional(),
      })
      .optional(),
    assistant_view: z
      .strictObject({
        assistant_description: z.string().min(1).max(255),
        suggested_prompts: z
          .array(z.strictObject({ title: z.string().min(1).max(255), message: z.string().min(1).max(255) }))
          .max(4)
          .optional(),
      })
      .optional(),
    bot_user: z.strictObject({
      display_name: z.string().min(1).max(80),
      always_online: z.boolean().optional(),
    }),
    slash_commands: z
      .array(
        z.strictObject({
          command: z.string().min(2).max(32).regex(/^\//),
          url: httpUrl(3000).optional(),
          description: z.string().min(1).max(2000),
          usage_hint: z.string().min(1).max(1000).optional(),
          should_escape: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(50),
    shortcuts: z
      .array(
        z.strictObject({
          name: z.string().min(1).max(24),
          type: z.enum(['message', 'global']),
          callback_id: z.string().min(1).max(255),
          description: z.string().min(1).max(150),
        }),
      )
      .min(1)
      .max(10),
  }),
  oauth_config: z.strictObject({
    redirect_urls: z.array(z.string().max(2500)).max(1000).optional(),
    scopes: z.strictObject({ bot: z.array(z.string().max(50)).max(255) }),
  }),
  settings: z.strictObject({
    event_subscriptions: z.strictObject({
      request_url: httpUrl(3500).optional(),
      bot_events: z.array(z.string().max(50)).max(100),
    }),
    interactivity: z.strictObject({ is_enabled: z.boolean(), request_url: httpUrl(3500).optional() }),
    org_deploy_enabled: z.boolean(),
    socket_mode_enabled: z.boolean(),
    token_rotation_enabled: z.boolean(),
  }),
});
type Manifest = z.infer<typeof Manifest>;

const load = (file: string): Manifest =>
  Manifest.parse(parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')));

describe.each([
  ['app-manifest.yml', false],
  ['app-manifest.socket.yml', true],
])('%s', (file, socket) => {
  const m = load(file);

  it('is valid against the manifest schema and declares what the app listens for', () => {
    expect(m.features.slash_commands.map((c) => c.command)).toEqual([COMMAND]);
    expect(m.features.shortcuts.map((s) => s.callback_id)).toEqual([SHORTCUT_FIND_FROM_MESSAGE]);
    expect(m.settings.interactivity.is_enabled).toBe(true);
    expect([...m.settings.event_subscriptions.bot_events].sort()).toEqual([
      'app_home_opened',
      'app_uninstalled',
      'assistant_thread_context_changed',
      'assistant_thread_started',
      'message.im',
      'tokens_revoked',
    ]);
    expect(m.features.app_home?.home_tab_enabled).toBe(true);
    // The assistant panel: people type to Jaunt there, so the Messages tab is not read-only.
    expect(m.features.assistant_view?.assistant_description).toBeTruthy();
    expect(m.features.assistant_view?.suggested_prompts?.length).toBeGreaterThan(0);
    expect(m.features.app_home?.messages_tab_read_only_enabled).toBe(false);
    expect(m.oauth_config.scopes.bot).toEqual(expect.arrayContaining(['assistant:write', 'im:history']));
  });

  it('asks for exactly the scopes the app requests, and never chat:write.public', () => {
    expect([...m.oauth_config.scopes.bot].sort()).toEqual([...BOT_SCOPES].sort());
    expect(m.oauth_config.scopes.bot).not.toContain('chat:write.public');
  });

  it(socket ? 'has Socket Mode on and no request URLs' : 'has HTTPS request URLs at /slack/events', () => {
    expect(m.settings.socket_mode_enabled).toBe(socket);
    const urls = [
      m.features.slash_commands[0]?.url,
      m.settings.event_subscriptions.request_url,
      m.settings.interactivity.request_url,
    ];
    if (socket) {
      expect(urls.filter((u) => u !== undefined)).toEqual([]);
      expect(m.oauth_config.redirect_urls).toBeUndefined();
    } else {
      for (const u of urls) expect(u).toMatch(/^https:\/\/[^/]+\/slack\/events$/);
      expect(m.oauth_config.redirect_urls?.[0]).toMatch(/^https:\/\/[^/]+\/slack\/oauth_redirect$/);
    }
  });
});

it('docs/slack.md lists every scope the app asks for, each with what uses it, and no other', () => {
  const doc = readFileSync('docs/slack.md', 'utf8');
  const table = doc.slice(doc.indexOf('## Scopes'), doc.indexOf('\n## ', doc.indexOf('## Scopes') + 3));
  const rows = [...table.matchAll(/^\| `([a-z:.]+)` \| (.+) \|$/gm)];
  expect(rows.map((r) => r[1]).sort()).toEqual([...BOT_SCOPES].sort());
  for (const r of rows) expect(r[2]?.trim().length ?? 0).toBeGreaterThan(10);
  for (const file of ['app-manifest.yml', 'app-manifest.socket.yml'])
    expect([...load(file).oauth_config.scopes.bot].sort()).toEqual(rows.map((r) => r[1]).sort());
  // Joining a public channel when asked needs channels:join; posting where not a member never happens.
  expect(BOT_SCOPES).toContain('channels:join');
});

it('the schema transcription rejects what Slack rejects', () => {
  const m = load('app-manifest.yml');
  const bad = (patch: (x: Manifest) => unknown) => Manifest.safeParse(patch(structuredClone(m))).success;
  expect(
    bad((x) => ({
      ...x,
      features: { ...x.features, shortcuts: [{ ...x.features.shortcuts[0], name: 'x'.repeat(25) }] },
    })),
  ).toBe(false);
  expect(bad((x) => ({ ...x, settings: { ...x.settings, interactivity: {} } }))).toBe(false);
  expect(
    bad((x) => ({
      ...x,
      features: { ...x.features, slash_commands: [{ command: 'activities', description: 'd' }] },
    })),
  ).toBe(false);
  expect(bad((x) => ({ ...x, settings: { ...x.settings, unknown_setting: true } }))).toBe(false);
});
