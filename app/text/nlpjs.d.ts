// Type declarations for the parts of NLP.js (pure JavaScript, no bundled types) this app uses.
// See docs/decisions/0011-assistant-nlu.md.

declare module "@nlpjs/lang-en" {
  export class StemmerEn {
    stemWord(word: string): string;
  }
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
  export class LangEn {}
}

declare module "@nlpjs/lang-es" {
  export class StemmerEs {
    stemWord(word: string): string;
  }
  export class StopwordsEs {
    isStopword(word: string): boolean;
  }
  export class LangEs {}
}

declare module "@nlpjs/lang-fr" {
  export class StemmerFr {
    stemWord(word: string): string;
  }
  export class StopwordsFr {
    isStopword(word: string): boolean;
  }
  export class LangFr {}
}

declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
    registerConfiguration(tag: string, configuration: Record<string, unknown>, overwrite?: boolean): void;
    get(name: string): unknown;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>;
}

declare module "@nlpjs/nlp" {
  export interface Classification {
    intent: string;
    score: number;
  }
  export class Nlp {
    constructor(settings?: Record<string, unknown>, container?: unknown);
    settings: Record<string, unknown>;
    nluManager: {
      guesser: { guess(text: string, allow: string[], limit: number): { alpha2: string; score: number }[] };
    };
    addLanguage(locales: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    classify(locale: string, utterance: string): Promise<{ classifications: Classification[] }>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}

declare module "@nlpjs/language-min" {
  export class Language {
    guess(
      text: string,
      allowList?: string[],
      limit?: number,
    ): { alpha2: string; alpha3: string; language: string; score: number }[];
    addExtraSentence(locale: string, sentence: string): void;
  }
}

declare module "@nlpjs/neural" {
  /** An input as the network's lookup prepares it: feature indexes and their values (see perceptron-speed.server.ts). */
  export interface PreparedInput {
    keys: number[];
    data: Record<number, number>;
  }
  export interface Perceptron {
    id: number;
    name: string;
    weights: Float32Array;
    changes: Float32Array;
    bias: number;
  }
  export class NeuralNetwork {
    constructor(settings?: Record<string, unknown>);
    settings: { alpha: number; momentum: number; [key: string]: unknown };
    decayLearningRate: number;
    perceptrons: Perceptron[];
    runInputPerceptron(perceptron: Perceptron, input: PreparedInput): number;
    trainPerceptron(perceptron: Perceptron, data: { input: PreparedInput; output: PreparedInput }[]): number;
    train(corpus: { input: Record<string, number>; output: Record<string, number> }[]): {
      iterations: number;
      error: number;
    };
    toJSON(): unknown;
  }
}
