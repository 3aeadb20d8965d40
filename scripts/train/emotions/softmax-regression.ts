// Multinomial logistic (softmax) regression, trained full-batch with L-BFGS. Written here because no
// maintained JavaScript library trains a sparse text classifier well offline; the model is small
// (a weight per feature and emotion) and runs anywhere as a dot product and a softmax.
//
//   z_k = b_k + Σ_f x_f·W_fk,   p_k = exp(z_k) / Σ_j exp(z_j)
//   loss = Σ_i s_i · Σ_k t_ik·(−log p_ik) / Σ_i s_i  +  (λ/2)·‖W‖²
// t_i spreads item i's labels evenly (an item labelled joy and surprise has ½ on each); s_i is the
// class weight of its labels; x_f = featureValue(n) = 1/√n for each of the item's n known features.
import { featureValue } from "../../../shared/analysis/emotions/features";
import { EMOTIONS } from "../../../shared/analysis/emotions/labels";
import { minimiseLbfgs } from "./lbfgs";

const K = EMOTIONS.length;

export interface SparseExamples {
  /** Feature indices of item i are indices[offsets[i]] … indices[offsets[i + 1] − 1]. */
  offsets: Int32Array;
  indices: Int32Array;
  /** Each item's feature value (the same for all its features). */
  values: Float64Array;
  /** Target distributions, K per item. */
  targets: Float64Array;
  /** Item weights s_i. */
  weights: Float64Array;
}

export interface SoftmaxWeights {
  /** W_fk at f·K + k. */
  weights: Float64Array;
  biases: Float64Array;
}

export const buildExamples = (
  items: ReadonlyArray<{ features: readonly number[]; labels: readonly number[] }>,
  classWeights: readonly number[],
): SparseExamples => {
  const offsets = new Int32Array(items.length + 1);
  let total = 0;
  items.forEach((item, index) => {
    total += item.features.length;
    offsets[index + 1] = total;
  });
  const indices = new Int32Array(total);
  const values = new Float64Array(items.length);
  const targets = new Float64Array(items.length * K);
  const weights = new Float64Array(items.length);
  items.forEach((item, index) => {
    indices.set(item.features, offsets[index]);
    values[index] = featureValue(item.features.length);
    let weight = 0;
    for (const label of item.labels) {
      targets[index * K + label] = 1 / item.labels.length;
      weight += (classWeights[label] ?? 1) / item.labels.length;
    }
    weights[index] = weight;
  });
  return { offsets, indices, values, targets, weights };
};

/** Softmax in place over `logits`. */
export const softmaxInPlace = (logits: Float64Array): void => {
  let max = -Infinity;
  for (const value of logits) {
    max = Math.max(max, value);
  }
  let sum = 0;
  for (let k = 0; k < logits.length; k++) {
    const value = Math.exp((logits[k] ?? 0) - max);
    logits[k] = value;
    sum += value;
  }
  for (let k = 0; k < logits.length; k++) {
    logits[k] = (logits[k] ?? 0) / sum;
  }
};

export const trainSoftmax = (
  data: SparseExamples,
  featureCount: number,
  options: { l2: number; iterations: number; log?: (line: string) => void },
): SoftmaxWeights => {
  const { offsets, indices, values, targets, weights } = data;
  const items = values.length;
  let weightSum = 0;
  for (const weight of weights) {
    weightSum += weight;
  }
  const biasStart = featureCount * K;
  const probabilities = new Float64Array(K);
  const objective = (theta: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    let loss = 0;
    for (let item = 0; item < items; item++) {
      const value = values[item] ?? 0;
      const start = offsets[item] ?? 0;
      const end = offsets[item + 1] ?? 0;
      for (let k = 0; k < K; k++) {
        probabilities[k] = theta[biasStart + k] ?? 0;
      }
      for (let position = start; position < end; position++) {
        const row = (indices[position] ?? 0) * K;
        for (let k = 0; k < K; k++) {
          probabilities[k] = (probabilities[k] ?? 0) + value * (theta[row + k] ?? 0);
        }
      }
      softmaxInPlace(probabilities);
      const scale = (weights[item] ?? 0) / weightSum;
      for (let k = 0; k < K; k++) {
        const target = targets[item * K + k] ?? 0;
        const probability = probabilities[k] ?? 0;
        if (target > 0) {
          loss -= scale * target * Math.log(Math.max(probability, 1e-300));
        }
        probabilities[k] = scale * (probability - target);
      }
      for (let k = 0; k < K; k++) {
        gradient[biasStart + k] = (gradient[biasStart + k] ?? 0) + (probabilities[k] ?? 0);
      }
      for (let position = start; position < end; position++) {
        const row = (indices[position] ?? 0) * K;
        for (let k = 0; k < K; k++) {
          gradient[row + k] = (gradient[row + k] ?? 0) + value * (probabilities[k] ?? 0);
        }
      }
    }
    for (let index = 0; index < biasStart; index++) {
      const weight = theta[index] ?? 0;
      loss += 0.5 * options.l2 * weight * weight;
      gradient[index] = (gradient[index] ?? 0) + options.l2 * weight;
    }
    return loss;
  };
  const theta = new Float64Array(biasStart + K);
  minimiseLbfgs(objective, theta, {
    iterations: options.iterations,
    onIteration: (iteration, value) => {
      if (options.log && iteration % 25 === 0) {
        options.log(`  iteration ${iteration}: loss ${value.toFixed(5)}`);
      }
    },
  });
  return { weights: theta.slice(0, biasStart), biases: theta.slice(biasStart) };
};
