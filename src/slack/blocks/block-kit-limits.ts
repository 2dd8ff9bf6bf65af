/**
 * Block Kit limits checked offline (Slack's blocks.validate is online only): the numbers Slack's
 * Block Kit reference documents. Returns human-readable violations; empty means the payload fits.
 */

export const LIMITS = {
  messageBlocks: 50,
  surfaceBlocks: 100,
  id: 255,
  text: 3000,
  sectionFields: 10,
  fieldText: 2000,
  headerText: 150,
  contextElements: 10,
  actionsElements: 25,
  altText: 2000,
  imageUrl: 3000,
  buttonText: 75,
  buttonValue: 2000,
  buttonUrl: 3000,
  selectOptions: 100,
  overflowOptions: 5,
  optionText: 75,
  optionValue: 75,
  placeholder: 150,
  inputLabel: 2000,
  modalTitle: 24,
  modalButton: 24,
  privateMetadata: 3000,
  callbackId: 255,
  fallbackText: 40_000,
} as const;

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: Json): string | undefined => (typeof v === 'string' ? v : undefined);
const len = (s: string): number => Array.from(s).length;

const textObject = (t: Json, max: number, where: string, out: string[], plainOnly = false) => {
  if (!isObj(t)) {
    out.push(`${where}: missing text object`);
    return;
  }
  const s = str(t.text);
  if (s === undefined || s.length === 0) out.push(`${where}: empty text`);
  else if (len(s) > max) out.push(`${where}: text ${len(s)} > ${max}`);
  if (plainOnly && t.type !== 'plain_text') out.push(`${where}: must be plain_text`);
};

const option = (o: Json, where: string, out: string[]) => {
  if (!isObj(o)) return void out.push(`${where}: not an option`);
  textObject(o.text, LIMITS.optionText, `${where}.text`, out);
  const v = str(o.value);
  if (v !== undefined && len(v) > LIMITS.optionValue)
    out.push(`${where}.value: ${len(v)} > ${LIMITS.optionValue}`);
  if (o.description !== undefined) textObject(o.description, LIMITS.optionText, `${where}.description`, out);
};

const element = (e: Json, where: string, out: string[]) => {
  if (!isObj(e)) return void out.push(`${where}: not an element`);
  const actionId = str(e.action_id);
  if (actionId !== undefined) {
    if (len(actionId) > LIMITS.id) out.push(`${where}.action_id too long`);
  }
  switch (e.type) {
    case 'button': {
      textObject(e.text, LIMITS.buttonText, `${where}.text`, out, true);
      const v = str(e.value);
      if (v !== undefined && len(v) > LIMITS.buttonValue)
        out.push(`${where}.value: ${len(v)} > ${LIMITS.buttonValue}`);
      const u = str(e.url);
      if (u !== undefined && len(u) > LIMITS.buttonUrl) out.push(`${where}.url too long`);
      break;
    }
    case 'image': {
      const u = str(e.image_url);
      if (u === undefined || len(u) > LIMITS.imageUrl) out.push(`${where}.image_url missing or too long`);
      const a = str(e.alt_text);
      if (a === undefined || a.length === 0 || len(a) > LIMITS.altText)
        out.push(`${where}.alt_text missing or too long`);
      break;
    }
    case 'overflow': {
      const opts = Array.isArray(e.options) ? e.options : [];
      if (opts.length < 2 || opts.length > LIMITS.overflowOptions)
        out.push(`${where}: overflow needs 2-5 options`);
      opts.forEach((o, i) => {
        option(o, `${where}.options[${i}]`, out);
      });
      break;
    }
    case 'static_select':
    case 'radio_buttons':
    case 'checkboxes': {
      const opts = Array.isArray(e.options) ? e.options : [];
      if (opts.length === 0 || opts.length > LIMITS.selectOptions)
        out.push(`${where}: ${opts.length} options`);
      opts.forEach((o, i) => {
        option(o, `${where}.options[${i}]`, out);
      });
      const values = opts.map((o) => (isObj(o) ? str(o.value) : undefined));
      if (new Set(values).size !== values.length) out.push(`${where}: duplicate option values`);
      if (e.initial_option !== undefined) option(e.initial_option, `${where}.initial_option`, out);
      break;
    }
    default:
      break;
  }
  if (e.placeholder !== undefined)
    textObject(e.placeholder, LIMITS.placeholder, `${where}.placeholder`, out, true);
};

const block = (b: Json, where: string, out: string[], blockIds: Set<string>) => {
  if (!isObj(b)) return void out.push(`${where}: not a block`);
  const blockId = str(b.block_id);
  if (blockId !== undefined) {
    if (len(blockId) > LIMITS.id) out.push(`${where}.block_id too long`);
    if (blockIds.has(blockId)) out.push(`${where}.block_id duplicated: ${blockId}`);
    blockIds.add(blockId);
  }
  switch (b.type) {
    case 'section': {
      if (b.text === undefined && b.fields === undefined) out.push(`${where}: section needs text or fields`);
      if (b.text !== undefined) textObject(b.text, LIMITS.text, `${where}.text`, out);
      if (b.fields !== undefined) {
        const fields = Array.isArray(b.fields) ? b.fields : [];
        if (fields.length > LIMITS.sectionFields) out.push(`${where}: ${fields.length} fields > 10`);
        fields.forEach((f, i) => {
          textObject(f, LIMITS.fieldText, `${where}.fields[${i}]`, out);
        });
      }
      if (b.accessory !== undefined) element(b.accessory, `${where}.accessory`, out);
      break;
    }
    case 'header':
      textObject(b.text, LIMITS.headerText, `${where}.text`, out, true);
      break;
    case 'context': {
      const els = Array.isArray(b.elements) ? b.elements : [];
      if (els.length === 0 || els.length > LIMITS.contextElements)
        out.push(`${where}: ${els.length} context elements`);
      els.forEach((e, i) => {
        if (isObj(e) && e.type === 'image') element(e, `${where}.elements[${i}]`, out);
        else textObject(e, LIMITS.text, `${where}.elements[${i}]`, out);
      });
      break;
    }
    case 'actions': {
      const els = Array.isArray(b.elements) ? b.elements : [];
      if (els.length === 0 || els.length > LIMITS.actionsElements)
        out.push(`${where}: ${els.length} action elements`);
      els.forEach((e, i) => {
        element(e, `${where}.elements[${i}]`, out);
      });
      const ids = els.map((e) => (isObj(e) ? str(e.action_id) : undefined)).filter((x) => x !== undefined);
      if (new Set(ids).size !== ids.length) out.push(`${where}: duplicate action_id in one block`);
      break;
    }
    case 'image':
      element({ ...b, type: 'image' }, where, out);
      if (b.title !== undefined) textObject(b.title, 2000, `${where}.title`, out, true);
      break;
    case 'input':
      textObject(b.label, LIMITS.inputLabel, `${where}.label`, out, true);
      if (b.hint !== undefined) textObject(b.hint, LIMITS.inputLabel, `${where}.hint`, out, true);
      element(b.element, `${where}.element`, out);
      break;
    case 'divider':
      break;
    default:
      out.push(`${where}: unexpected block type ${String(b.type)}`);
  }
};

const blocks = (list: Json, max: number, out: string[]) => {
  const arr = Array.isArray(list) ? list : [];
  if (arr.length > max) out.push(`blocks: ${arr.length} > ${max}`);
  const blockIds = new Set<string>();
  arr.forEach((b, i) => {
    block(b, `blocks[${i}]`, out, blockIds);
  });
};

/** A chat message (chat.postMessage, respond, ack body): blocks plus the required fallback text. */
export const messageViolations = (msg: { text?: string; blocks?: Json }): string[] => {
  const out: string[] = [];
  const t = msg.text;
  if (t === undefined || t.trim() === '') out.push('text: fallback text missing');
  else if (len(t) > LIMITS.fallbackText) out.push('text: fallback too long');
  blocks(msg.blocks ?? [], LIMITS.messageBlocks, out);
  return out;
};

/** A modal or Home tab view. */
export const viewViolations = (view: Json): string[] => {
  const out: string[] = [];
  if (!isObj(view)) return ['view: not an object'];
  blocks(view.blocks, LIMITS.surfaceBlocks, out);
  const cb = str(view.callback_id);
  if (cb !== undefined && len(cb) > LIMITS.callbackId) out.push('callback_id too long');
  const pm = str(view.private_metadata);
  if (pm !== undefined && len(pm) > LIMITS.privateMetadata) out.push(`private_metadata: ${len(pm)} > 3000`);
  if (view.type === 'modal') {
    textObject(view.title, LIMITS.modalTitle, 'title', out, true);
    if (view.submit !== undefined) textObject(view.submit, LIMITS.modalButton, 'submit', out, true);
    if (view.close !== undefined) textObject(view.close, LIMITS.modalButton, 'close', out, true);
    const hasInput = Array.isArray(view.blocks) && view.blocks.some((b) => isObj(b) && b.type === 'input');
    if (hasInput && view.submit === undefined) out.push('modal with inputs needs submit');
  }
  return out;
};
