import type { ReadabilityLevel } from './text-analysis.js';

export const REPORT_LOCALES = ['pt-BR', 'es', 'pt-PT'] as const;
export type ReportLocale = (typeof REPORT_LOCALES)[number];

export interface ReportMessages {
  scoreDetailsTitle: string;
  textAnalysisTitle: string;
  edition: string;
  exam: string;
  participant: string;
  question: string;
  generatedAt: string;
  statement: string;
  answer: string;
  noAnswer: string;
  score: string;
  comments: string;
  noComments: string;
  expected: string;
  noExpected: string;
  page: (n: number, total: number) => string;
  metrics: string;
  characters: string;
  charactersWithoutSpaces: string;
  words: string;
  distinctWords: string;
  sentences: string;
  paragraphs: string;
  averageWordsPerSentence: string;
  averageSyllablesPerWord: string;
  lexicalDiversity: string;
  topWords: string;
  occurrences: (n: number) => string;
  noTopWords: string;
  readability: string;
  readabilityIndex: string;
  notComputable: string;
  levels: Record<ReadabilityLevel, string>;
  formula: string;
  analyzedText: string;
  automaticNote: string;
  scoreDetailsFile: string;
  textAnalysisFile: string;
}

const ptBR: ReportMessages = {
  scoreDetailsTitle: 'Espelho de correção',
  textAnalysisTitle: 'Análise automática do texto',
  edition: 'Edição',
  exam: 'Prova',
  participant: 'Participante',
  question: 'Questão',
  generatedAt: 'Gerado em',
  statement: 'Enunciado',
  answer: 'Resposta do participante',
  noAnswer: 'Sem resposta.',
  score: 'Nota',
  comments: 'Comentários do avaliador',
  noComments: 'Sem comentários.',
  expected: 'Resposta esperada',
  noExpected: 'Não informada.',
  page: (n, total) => `Página ${n} de ${total}`,
  metrics: 'Medidas do texto',
  characters: 'Caracteres (com espaços)',
  charactersWithoutSpaces: 'Caracteres (sem espaços)',
  words: 'Palavras',
  distinctWords: 'Palavras diferentes',
  sentences: 'Frases',
  paragraphs: 'Parágrafos',
  averageWordsPerSentence: 'Média de palavras por frase',
  averageSyllablesPerWord: 'Média de sílabas por palavra',
  lexicalDiversity: 'Diversidade lexical (palavras diferentes / total de palavras)',
  topWords: 'Palavras mais frequentes (sem artigos, preposições e outras palavras de ligação)',
  occurrences: (n) => (n === 1 ? '1 ocorrência' : `${n} ocorrências`),
  noTopWords: 'Nenhuma palavra de conteúdo encontrada.',
  readability: 'Legibilidade',
  readabilityIndex: 'Índice de legibilidade',
  notComputable: 'Não calculável: o texto não tem palavras.',
  levels: { very_easy: 'muito fácil', easy: 'fácil', difficult: 'difícil', very_difficult: 'muito difícil' },
  formula:
    'Índice de Flesch adaptado para o português (Martins et al., 1996): 248,835 - 1,015 × (palavras / frases) - 84,6 × (sílabas / palavras), limitado ao intervalo de 0 a 100. Quanto maior, mais fácil a leitura: de 75 a 100 muito fácil, de 50 a 75 fácil, de 25 a 50 difícil, de 0 a 25 muito difícil. As sílabas são estimadas pelos grupos de vogais de cada palavra.',
  analyzedText: 'Texto analisado',
  automaticNote: 'Análise gerada automaticamente; não substitui a correção do avaliador.',
  scoreDetailsFile: 'espelho-de-correcao',
  textAnalysisFile: 'analise-do-texto',
};

const es: ReportMessages = {
  scoreDetailsTitle: 'Detalle de la corrección',
  textAnalysisTitle: 'Análisis automático del texto',
  edition: 'Edición',
  exam: 'Prueba',
  participant: 'Participante',
  question: 'Pregunta',
  generatedAt: 'Generado el',
  statement: 'Enunciado',
  answer: 'Respuesta del participante',
  noAnswer: 'Sin respuesta.',
  score: 'Nota',
  comments: 'Comentarios del evaluador',
  noComments: 'Sin comentarios.',
  expected: 'Respuesta esperada',
  noExpected: 'No informada.',
  page: (n, total) => `Página ${n} de ${total}`,
  metrics: 'Medidas del texto',
  characters: 'Caracteres (con espacios)',
  charactersWithoutSpaces: 'Caracteres (sin espacios)',
  words: 'Palabras',
  distinctWords: 'Palabras distintas',
  sentences: 'Oraciones',
  paragraphs: 'Párrafos',
  averageWordsPerSentence: 'Promedio de palabras por oración',
  averageSyllablesPerWord: 'Promedio de sílabas por palabra',
  lexicalDiversity: 'Diversidad léxica (palabras distintas / total de palabras)',
  topWords: 'Palabras más frecuentes (sin artículos, preposiciones y otras palabras funcionales)',
  occurrences: (n) => (n === 1 ? '1 aparición' : `${n} apariciones`),
  noTopWords: 'No se encontraron palabras de contenido.',
  readability: 'Legibilidad',
  readabilityIndex: 'Índice de legibilidad',
  notComputable: 'No calculable: el texto no tiene palabras.',
  levels: { very_easy: 'muy fácil', easy: 'fácil', difficult: 'difícil', very_difficult: 'muy difícil' },
  formula:
    'Índice de Flesch adaptado al portugués (Martins et al., 1996): 248,835 - 1,015 × (palabras / oraciones) - 84,6 × (sílabas / palabras), limitado al intervalo de 0 a 100. Cuanto mayor, más fácil la lectura: de 75 a 100 muy fácil, de 50 a 75 fácil, de 25 a 50 difícil, de 0 a 25 muy difícil. Las sílabas se estiman por los grupos de vocales de cada palabra.',
  analyzedText: 'Texto analizado',
  automaticNote: 'Análisis generado automáticamente; no sustituye la corrección del evaluador.',
  scoreDetailsFile: 'detalle-de-la-correccion',
  textAnalysisFile: 'analisis-del-texto',
};

const ptPT: ReportMessages = {
  ...ptBR,
  scoreDetailsTitle: 'Detalhe da correção',
  score: 'Classificação',
  noExpected: 'Não indicada.',
  noTopWords: 'Não foi encontrada nenhuma palavra de conteúdo.',
  notComputable: 'Não é possível calcular: o texto não tem palavras.',
  formula:
    'Índice de Flesch adaptado ao português (Martins et al., 1996): 248,835 - 1,015 × (palavras / frases) - 84,6 × (sílabas / palavras), limitado ao intervalo de 0 a 100. Quanto mais alto, mais fácil é a leitura: de 75 a 100 muito fácil, de 50 a 75 fácil, de 25 a 50 difícil, de 0 a 25 muito difícil. As sílabas são estimadas pelos grupos de vogais de cada palavra.',
  scoreDetailsFile: 'detalhe-da-correcao',
};

export const REPORT_MESSAGES: Record<ReportLocale, ReportMessages> = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };

/** A supported locale for a tag such as 'es-AR' or 'pt-pt', or undefined. */
export function matchLocale(tag: string): ReportLocale | undefined {
  const t = tag.trim().toLowerCase();
  if (t === 'pt-pt') return 'pt-PT';
  if (t === 'pt' || t.startsWith('pt-')) return 'pt-BR';
  if (t === 'es' || t.startsWith('es-')) return 'es';
  return undefined;
}

/** The first supported language of an Accept-Language header (by q weight), pt-BR by default. */
export function localeFromAcceptLanguage(header: string | undefined): ReportLocale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag.trim() && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return 'pt-BR';
}
