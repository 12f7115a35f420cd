import { NeuralNetwork, type PreparedInput } from "@nlpjs/neural";

/**
 * NLP.js's neural classifier trains each perceptron with `reduce` over feature keys looked up in a plain
 * object, which is most of Lexi's start-up training. The two methods below do the same arithmetic in the
 * same order over the keys packed once into typed arrays: the trained models are byte for byte the library's
 * (perceptron-speed.server.test.ts), in less than half the time (docs/decisions/0118).
 *
 * An input whose keys are not all numbers is left to the library's own methods: a feature named like a
 * property of Object.prototype ("constructor") is looked up as that property, and the library then trains
 * nothing on that example; packing it would train on it, and the models would no longer be the library's.
 */
interface Packed {
  keys: Int32Array;
  values: Float64Array;
}

const packedInputs = new WeakMap<PreparedInput, Packed | null>();

function packed(input: PreparedInput): Packed | null {
  let found = packedInputs.get(input);
  if (found === undefined) {
    found = null;
    if (input.keys.every((key) => typeof key === "number")) {
      const keys = Int32Array.from(input.keys);
      found = { keys, values: Float64Array.from(keys, (key) => input.data[key]) };
    }
    packedInputs.set(input, found);
  }
  return found;
}

let installed = false;

export function speedUpPerceptronTraining(): void {
  if (installed) return;
  installed = true;
  const library = {
    run: NeuralNetwork.prototype.runInputPerceptron,
    train: NeuralNetwork.prototype.trainPerceptron,
  };

  NeuralNetwork.prototype.runInputPerceptron = function (this: NeuralNetwork, perceptron, input) {
    const p = packed(input);
    if (!p) return library.run.call(this, perceptron, input);
    const { weights } = perceptron;
    let sum = perceptron.bias;
    for (let i = 0; i < p.keys.length; i++) sum = sum + p.values[i] * weights[p.keys[i]];
    return sum <= 0 ? 0 : this.settings.alpha * sum;
  };

  NeuralNetwork.prototype.trainPerceptron = function (this: NeuralNetwork, perceptron, data) {
    const { alpha, momentum } = this.settings;
    const { changes, weights } = perceptron;
    let error = 0;
    for (const { input, output } of data) {
      const actual = this.runInputPerceptron(perceptron, input);
      const currentError = (output.data[perceptron.id] || 0) - actual;
      if (!currentError) continue;
      error += currentError ** 2;
      const delta = (actual > 0 ? 1 : alpha) * currentError * this.decayLearningRate;
      const p = packed(input);
      if (p) {
        for (let j = 0; j < p.keys.length; j++) {
          const key = p.keys[j];
          const change = delta * p.values[j] + momentum * changes[key];
          changes[key] = change;
          weights[key] += change;
        }
      } else {
        // The library's own update, for an input it keys by something other than a number.
        for (const key of input.keys) {
          const change = delta * input.data[key] + momentum * changes[key];
          changes[key] = change;
          weights[key] += change;
        }
      }
      perceptron.bias += delta;
    }
    return error;
  };
}
