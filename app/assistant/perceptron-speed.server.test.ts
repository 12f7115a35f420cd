import { createRequire } from "node:module";
import { NeuralNetwork } from "@nlpjs/neural";
import { describe, expect, it } from "vitest";
import { speedUpPerceptronTraining } from "./perceptron-speed.server";

const require = createRequire(import.meta.url);

/** The library's class as published, loaded afresh so no speed-up installed elsewhere reaches it. */
function libraryNetwork(): typeof NeuralNetwork {
  const file = require.resolve("@nlpjs/neural/src/neural-network.js");
  delete require.cache[file];
  const fresh = require(file) as typeof NeuralNetwork;
  delete require.cache[file];
  return fresh;
}

/** A corpus shaped like Lexi's: a few words per example out of a vocabulary, one intent each. */
function corpus(size: number) {
  const vocabulary = Array.from({ length: 120 }, (_, i) => `w${i}`);
  // Words that name properties of Object.prototype, as visitors' and examples' words can.
  vocabulary.push("constructor", "tostring", "valueOf", "__proto__");
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: size }, () => {
    const input: Record<string, number> = {};
    const n = 2 + Math.floor(next() * 8);
    for (let i = 0; i < n; i++) input[vocabulary[Math.floor(next() * vocabulary.length)]] = 1;
    return { input, output: { [`intent${Math.floor(next() * 12)}`]: 1 } };
  });
}

function trained(Network: typeof NeuralNetwork) {
  const network = new Network({ iterations: 40, errorThresh: 0.00005, log: false });
  const status = network.train(structuredClone(corpus(400)));
  return { status, model: JSON.stringify(network.toJSON()) };
}

describe("the perceptron speed-up", () => {
  it("trains the library's models byte for byte, words like 'constructor' included", () => {
    const Library = libraryNetwork();
    expect(Library).not.toBe(NeuralNetwork);
    const before = trained(Library);
    speedUpPerceptronTraining();
    expect(NeuralNetwork.prototype.trainPerceptron).not.toBe(Library.prototype.trainPerceptron);
    const after = trained(NeuralNetwork);
    expect(after.status.iterations).toBe(before.status.iterations);
    expect(after.model).toBe(before.model);
    // The comparison is of trained models, not of empty ones.
    expect(before.status.iterations).toBeGreaterThan(5);
    expect(before.model).toMatch(/[1-9]\.\d{3}/);
  });
});
