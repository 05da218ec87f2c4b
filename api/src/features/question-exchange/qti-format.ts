import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { richTextAsXhtml } from '../../http/text-input.js';
import {
  defaultQuestion,
  positiveInt,
  weightOf,
  type ExchangeQuestion,
  type ParsedFile,
  type ParsedItem,
  type SkipNote,
} from './exchange-question.js';
import { EXCHANGE_LIMITS } from './limits.js';
import { BrokenFile, TooManyQuestions, ZipTooLarge } from './messages.js';
import {
  allText,
  attrOf,
  buildOrdered,
  childrenOf,
  descendants,
  el,
  elements,
  isText,
  nodesToHtml,
  parseOrdered,
  tagOf,
  text,
  xhtmlToNodes,
  type OrderedNode,
} from './xml.js';

/**
 * QTI 3.0 (1EdTech Question and Test Interoperability) packages (issue 14): an IMS Content Packaging
 * zip whose imsmanifest.xml lists one `imsqti_item_xmlv3p0` resource per question, each an
 * assessment item (namespace http://www.imsglobal.org/xsd/imsqtiasi_v3p0).
 *
 * How a question is written:
 * - multiple choice: a single-cardinality identifier response whose qti-correct-response names the
 *   correct qti-simple-choice; a qti-choice-interaction (max-choices 1, not shuffled) labelled with the
 *   shared vocabulary (qti-labels-upper-alpha for alphabetic, qti-labels-decimal for numeric); the
 *   standard match_correct response-processing template;
 * - open-ended: a string response and a qti-extended-text-interaction whose expected-length is the
 *   character limit (QTI treats it as a hint for the box's size; the platform enforces it);
 * - the statement: XHTML in the item body before the interaction (in a div);
 * - the weight: the SCORE outcome's normal-maximum (match_correct itself scores 0 or 1);
 * - the resolution comment: a qti-rubric-block use="scoring" view="scorer" at the top of the item body
 *   (rubric blocks are the standard place for what scorers read; modal feedback would need a FEEDBACK
 *   outcome and response processing beyond the template);
 * - what QTI has no place for (the question's status and education subject, and its style again) is in
 *   the manifest's resource metadata, in the platform's own namespace (CP metadata is open to
 *   extensions); without it, an item imports active, with subject 20 and the style of its labels.
 *
 * Reading takes the items a package lists in its manifest, in order: a choice interaction with one
 * correct choice, or an extended-text interaction. Anything else is skipped with the reason: another
 * interaction (match, order, text entry, hotspot, …), more than one interaction, several correct
 * choices, a QTI 2.x item, an item file missing or not well-formed. The prompt of the interaction joins
 * the statement; feedback and template elements are dropped. Images the package holds come along.
 */
const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const QTI_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';
const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const CP_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd';
const QTI_MD_NS = 'http://www.imsglobal.org/xsd/imsqti_metadata_v3p0';
const QTI_MD_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_metadatav3p0_v1p0.xsd';
export const OLYMPIAD_NS = 'https://olimpiada.dev/xsd/question-exchange/v1';
const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';
export const ITEM_TYPE = 'imsqti_item_xmlv3p0';
const MANIFEST = 'imsmanifest.xml';

const LABELS = { alphabetic: 'qti-labels-upper-alpha', numeric: 'qti-labels-decimal' } as const;

const xhtml = (html: string) => xhtmlToNodes(richTextAsXhtml(html));

function itemDocument(q: ExchangeQuestion, identifier: string, title: string): string {
  const choice = q.kind === 'multiple_choice';
  const choiceId = (i: number) => `choice-${i + 1}`;
  const correct = q.alternatives.flatMap((a, i) => (a.correct ? [choiceId(i)] : []));
  const response = choice
    ? el(
        'qti-response-declaration',
        { identifier: 'RESPONSE', cardinality: 'single', 'base-type': 'identifier' },
        [
          el(
            'qti-correct-response',
            {},
            correct.map((id) => el('qti-value', {}, [text(id)])),
          ),
        ],
      )
    : el('qti-response-declaration', {
        identifier: 'RESPONSE',
        cardinality: 'single',
        'base-type': 'string',
      });
  const score = el(
    'qti-outcome-declaration',
    { identifier: 'SCORE', cardinality: 'single', 'base-type': 'float', 'normal-maximum': q.weight },
    [el('qti-default-value', {}, [el('qti-value', {}, [text('0')])])],
  );
  const body: OrderedNode[] = [];
  if (q.comment)
    body.push(
      el('qti-rubric-block', { use: 'scoring', view: 'scorer' }, [
        el('qti-content-body', {}, [el('div', {}, xhtml(q.comment))]),
      ]),
    );
  body.push(el('div', {}, xhtml(q.statement)));
  body.push(
    choice
      ? el(
          'qti-choice-interaction',
          {
            'response-identifier': 'RESPONSE',
            'max-choices': 1,
            'min-choices': 0,
            shuffle: 'false',
            class: `${LABELS[q.style]} qti-labels-suffix-period`,
          },
          q.alternatives.map((a, i) =>
            el('qti-simple-choice', { identifier: choiceId(i) }, xhtml(a.description)),
          ),
        )
      : el('qti-extended-text-interaction', {
          'response-identifier': 'RESPONSE',
          format: 'xhtml',
          ...(q.character_limit ? { 'expected-length': q.character_limit } : {}),
        }),
  );
  const children = [response, score, el('qti-item-body', {}, body)];
  if (choice) children.push(el('qti-response-processing', { template: MATCH_CORRECT }));
  return buildOrdered([
    el(
      'qti-assessment-item',
      {
        xmlns: QTI_NS,
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': `${QTI_NS} ${QTI_XSD}`,
        identifier,
        title,
        adaptive: 'false',
        'time-dependent': 'false',
      },
      children,
    ),
  ]);
}

function manifestDocument(questions: ExchangeQuestion[], ids: string[], now: Date): string {
  const resources = questions.map((q, i) =>
    el('resource', { identifier: ids[i]!, type: ITEM_TYPE, href: `items/${ids[i]}.xml` }, [
      el('metadata', {}, [
        el('imsqti:qtiMetadata', {}, [
          el('imsqti:timeDependent', {}, [text('false')]),
          el('imsqti:interactionType', {}, [
            text(q.kind === 'multiple_choice' ? 'choiceInteraction' : 'extendedTextInteraction'),
          ]),
          el('imsqti:solutionAvailable', {}, [text(q.comment ? 'true' : 'false')]),
          el('imsqti:toolName', {}, [text('Olimpíada — plataforma de provas')]),
          el('imsqti:toolVersion', {}, [text('1')]),
        ]),
        el('olymp:olympiadQuestion', {
          style: q.style,
          status: q.status,
          'education-subject-id': q.education_subject_id,
        }),
      ]),
      el('file', { href: `items/${ids[i]}.xml` }),
    ]),
  );
  return buildOrdered([
    el(
      'manifest',
      {
        xmlns: CP_NS,
        'xmlns:imsqti': QTI_MD_NS,
        'xmlns:olymp': OLYMPIAD_NS,
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': `${CP_NS} ${CP_XSD} ${QTI_MD_NS} ${QTI_MD_XSD}`,
        identifier: `olympiad-questions-${now.getTime()}`,
      },
      [
        el('metadata', {}, [
          el('schema', {}, [text('QTI Package')]),
          el('schemaversion', {}, [text('3.0.0')]),
        ]),
        el('organizations'),
        el('resources', {}, resources),
      ],
    ),
  ]);
}

/** The questions as a QTI 3.0 package (zip bytes). */
export function writeQti(questions: ExchangeQuestion[], now = new Date()): Buffer {
  const ids = questions.map((_, i) => `q-${String(i + 1).padStart(3, '0')}`);
  const files: Record<string, Uint8Array> = { [MANIFEST]: strToU8(manifestDocument(questions, ids, now)) };
  questions.forEach((q, i) => {
    files[`items/${ids[i]}.xml`] = strToU8(itemDocument(q, ids[i]!, `Questão ${i + 1}`));
  });
  return Buffer.from(zipSync(files, { level: 6, mtime: now }));
}

/** A zip's files, refusing a zip bomb before inflating it (see limits.ts). */
export function unzipBounded(bytes: Uint8Array): Record<string, Uint8Array> {
  let entries = 0;
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > EXCHANGE_LIMITS.zipMaxEntries) throw new ZipTooLarge();
        if (file.name.endsWith('/')) return false;
        if (file.originalSize > EXCHANGE_LIMITS.zipMaxEntryBytes) throw new ZipTooLarge();
        total += file.originalSize;
        if (total > EXCHANGE_LIMITS.zipMaxTotalBytes) throw new ZipTooLarge();
        return true;
      },
    });
  } catch (err) {
    if (err instanceof ZipTooLarge) throw err;
    throw new BrokenFile(`not a readable zip (${(err as Error).message})`);
  }
}

/** A path inside the package, from an href relative to `base` (undefined when it leaves the package). */
function packagePath(href: string, base: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return undefined;
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // keep it as written
  }
  const resolved = path.posix.normalize(path.posix.join(base, decoded.split(/[?#]/)[0] ?? ''));
  return resolved.startsWith('..') ? undefined : resolved.replace(/^\.\//, '');
}

type ItemResult = { question: ExchangeQuestion; assets: Map<string, Uint8Array> } | Omit<SkipNote, 'source'>;

export function readQti(bytes: Uint8Array): ParsedFile {
  const files = unzipBounded(bytes);
  const manifestBytes = files[MANIFEST];
  if (!manifestBytes) throw new BrokenFile(`${MANIFEST} is missing`);
  const manifest = parseOrdered(strFromU8(manifestBytes));
  const root = manifest.find((n) => tagOf(n) === 'manifest');
  if (!root) throw new BrokenFile(`${MANIFEST} has no manifest element`);
  const resources = descendants(childrenOf(root), (t) => t === 'resource').filter((r) =>
    (attrOf(r, 'type') ?? '').startsWith('imsqti_item_xml'),
  );
  if (resources.length > EXCHANGE_LIMITS.maxQuestions) throw new TooManyQuestions();
  const items: ParsedItem[] = [];
  const skipped: SkipNote[] = [];
  resources.forEach((resource, i) => {
    const source = attrOf(resource, 'identifier') ?? `#${i + 1}`;
    const result = readResource(resource, files);
    if ('question' in result) items.push({ source, ...result });
    else skipped.push({ source, ...result });
  });
  return { format: 'qti', items, skipped };
}

function readResource(resource: OrderedNode, files: Record<string, Uint8Array>): ItemResult {
  const type = attrOf(resource, 'type') ?? '';
  if (type !== ITEM_TYPE) return { key: 'brokenItem', values: { detail: `${type} (QTI 3.0 only)` } };
  const href = attrOf(resource, 'href') ?? attrOf(elements(childrenOf(resource), 'file')[0] ?? {}, 'href');
  const itemPath = href ? packagePath(href, '') : undefined;
  const bytes = itemPath ? files[itemPath] : undefined;
  if (!itemPath || !bytes) return { key: 'missingItemFile', values: { file: href ?? '?' } };
  const extension = descendants(childrenOf(resource), (t) => t === 'olympiadQuestion')[0];
  try {
    return readItem(strFromU8(bytes), path.posix.dirname(itemPath), files, extension);
  } catch (err) {
    if (err instanceof BrokenFile) return { key: 'brokenItem', values: { detail: err.message } };
    throw err;
  }
}

/** Elements of an item body that are not statement text. */
const DROPPED = (tag: string) =>
  tag === 'qti-rubric-block' ||
  tag.startsWith('qti-feedback') ||
  tag === 'qti-modal-feedback' ||
  tag.startsWith('qti-template') ||
  tag === 'qti-printed-variable' ||
  tag === 'qti-companion-materials-info';

/** The body as statement content: the interaction gives way to its prompt; feedback and rubrics go. */
function statementNodes(nodes: OrderedNode[]): OrderedNode[] {
  return nodes.flatMap((node) => {
    if (isText(node)) return [node];
    const tag = tagOf(node);
    if (DROPPED(tag)) return [];
    if (tag.endsWith('-interaction'))
      return elements(childrenOf(node), 'qti-prompt').flatMap((p) => statementNodes(childrenOf(p)));
    return [{ ...node, [tag]: statementNodes(childrenOf(node)) }];
  });
}

function readItem(
  xml: string,
  dir: string,
  files: Record<string, Uint8Array>,
  extension: OrderedNode | undefined,
): ItemResult {
  const doc = parseOrdered(xml);
  const item = doc.find((n) => tagOf(n) === 'qti-assessment-item');
  if (!item)
    return {
      key: 'brokenItem',
      values: {
        detail: doc.some((n) => tagOf(n) === 'assessmentItem') ? 'QTI 2.x item' : 'no qti-assessment-item',
      },
    };
  const parts = childrenOf(item);
  const body = elements(parts, 'qti-item-body')[0];
  const bodyNodes = body ? childrenOf(body) : [];
  const interactions = descendants(bodyNodes, (t) => t.endsWith('-interaction'));
  if (interactions.length === 0) return { key: 'noInteraction' };
  if (interactions.length > 1) return { key: 'severalInteractions' };
  const interaction = interactions[0]!;
  const kind = tagOf(interaction);
  const base = defaultQuestion();
  const declaration = elements(parts, 'qti-response-declaration').find(
    (d) => attrOf(d, 'identifier') === attrOf(interaction, 'response-identifier'),
  );
  const correctIds = declaration
    ? descendants(elements(childrenOf(declaration), 'qti-correct-response'), (t) => t === 'qti-value').map(
        (v) => allText(childrenOf(v)).trim(),
      )
    : [];
  const score = elements(parts, 'qti-outcome-declaration').find((d) => attrOf(d, 'identifier') === 'SCORE');
  const rubrics = descendants(bodyNodes, (t) => t === 'qti-rubric-block').filter((r) =>
    /\b(scorer|tutor)\b/.test(attrOf(r, 'view') ?? ''),
  );
  const commentNodes = rubrics.flatMap((r) => {
    const content = elements(childrenOf(r), 'qti-content-body')[0];
    return content ? childrenOf(content) : childrenOf(r);
  });
  const comment = nodesToHtml(commentNodes);
  const question: ExchangeQuestion = {
    ...base,
    kind: 'multiple_choice',
    statement: nodesToHtml(statementNodes(bodyNodes)),
    comment: comment || null,
    weight: weightOf(score ? attrOf(score, 'normal-maximum') : undefined) ?? base.weight,
  };
  if (kind === 'qti-choice-interaction') {
    if (correctIds.length > 1) return { key: 'multipleResponse' };
    const classes = (attrOf(interaction, 'class') ?? '').split(/\s+/);
    question.style = classes.includes(LABELS.numeric) ? 'numeric' : 'alphabetic';
    question.alternatives = elements(childrenOf(interaction), 'qti-simple-choice').map((choice) => ({
      description: nodesToHtml(statementNodes(childrenOf(choice))),
      correct: correctIds.includes(attrOf(choice, 'identifier') ?? ''),
    }));
  } else if (kind === 'qti-extended-text-interaction') {
    question.kind = 'open_ended';
    question.character_limit = positiveInt(attrOf(interaction, 'expected-length')) ?? null;
  } else {
    return { key: 'unsupportedInteraction', values: { type: kind } };
  }
  if (extension) {
    const style = attrOf(extension, 'style');
    if (style === 'alphabetic' || style === 'numeric') question.style = style;
    const status = attrOf(extension, 'status');
    if (status === 'active' || status === 'cancelled') question.status = status;
    question.education_subject_id =
      positiveInt(attrOf(extension, 'education-subject-id')) ?? question.education_subject_id;
  }
  const assets = new Map<string, Uint8Array>();
  for (const img of descendants(bodyNodes, (t) => t === 'img')) {
    const src = attrOf(img, 'src');
    const file = src ? packagePath(src, dir) : undefined;
    if (src && file && files[file]) assets.set(src, files[file]);
  }
  return { question, assets };
}
