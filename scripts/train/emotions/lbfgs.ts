// Limited-memory BFGS (Nocedal & Wright, Numerical Optimization, algorithm 7.4 with the two-loop
// recursion 7.5) and a backtracking line search on the Armijo condition f(x + αd) ≤ f(x) + c·α·∇f·d.
// Full-batch and deterministic: the same data always gives the same weights.

/** Returns the objective at `x` and writes its gradient into `gradient`. */
export type Objective = (x: Float64Array, gradient: Float64Array) => number;

export interface LbfgsOptions {
  iterations: number;
  memory?: number;
  /** Stop when the objective improves by less than this fraction in one step. */
  tolerance?: number;
  onIteration?: (iteration: number, value: number) => void;
}

const dot = (a: Float64Array, b: Float64Array): number => {
  let sum = 0;
  for (let index = 0; index < a.length; index++) {
    sum += (a[index] ?? 0) * (b[index] ?? 0);
  }
  return sum;
};

/** Minimises `objective` from `start` (changed in place) and returns the final objective value. */
export const minimiseLbfgs = (objective: Objective, start: Float64Array, options: LbfgsOptions): number => {
  const memory = options.memory ?? 10;
  const tolerance = options.tolerance ?? 1e-7;
  const size = start.length;
  const x = start;
  let gradient = new Float64Array(size);
  let value = objective(x, gradient);
  const steps: Float64Array[] = [];
  const gradientChanges: Float64Array[] = [];
  const rhos: number[] = [];
  const direction = new Float64Array(size);
  const candidate = new Float64Array(size);
  let candidateGradient = new Float64Array(size);
  for (let iteration = 0; iteration < options.iterations; iteration++) {
    // Two-loop recursion: direction = −H·∇f, with H the L-BFGS inverse-Hessian estimate.
    direction.set(gradient);
    const alphas: number[] = [];
    for (let index = steps.length - 1; index >= 0; index--) {
      const alpha = (rhos[index] ?? 0) * dot(steps[index] as Float64Array, direction);
      alphas[index] = alpha;
      const change = gradientChanges[index] as Float64Array;
      for (let position = 0; position < size; position++) {
        direction[position] = (direction[position] ?? 0) - alpha * (change[position] ?? 0);
      }
    }
    const lastStep = steps.at(-1);
    const lastChange = gradientChanges.at(-1);
    const scale = lastStep && lastChange ? dot(lastStep, lastChange) / dot(lastChange, lastChange) : 1 / Math.sqrt(dot(gradient, gradient));
    for (let position = 0; position < size; position++) {
      direction[position] = (direction[position] ?? 0) * scale;
    }
    for (let index = 0; index < steps.length; index++) {
      const change = gradientChanges[index] as Float64Array;
      const step = steps[index] as Float64Array;
      const beta = (rhos[index] ?? 0) * dot(change, direction);
      const correction = (alphas[index] ?? 0) - beta;
      for (let position = 0; position < size; position++) {
        direction[position] = (direction[position] ?? 0) + correction * (step[position] ?? 0);
      }
    }
    for (let position = 0; position < size; position++) {
      direction[position] = -(direction[position] ?? 0);
    }
    let slope = dot(gradient, direction);
    if (slope >= 0) {
      // Not a descent direction: restart from steepest descent.
      steps.length = 0;
      gradientChanges.length = 0;
      rhos.length = 0;
      const norm = Math.sqrt(dot(gradient, gradient));
      for (let position = 0; position < size; position++) {
        direction[position] = -(gradient[position] ?? 0) / norm;
      }
      slope = dot(gradient, direction);
    }
    let stepLength = 1;
    let candidateValue = Infinity;
    for (let attempt = 0; attempt < 30; attempt++) {
      for (let position = 0; position < size; position++) {
        candidate[position] = (x[position] ?? 0) + stepLength * (direction[position] ?? 0);
      }
      candidateValue = objective(candidate, candidateGradient);
      if (candidateValue <= value + 1e-4 * stepLength * slope) {
        break;
      }
      stepLength /= 2;
    }
    if (!(candidateValue < value)) {
      break;
    }
    const step = new Float64Array(size);
    const change = new Float64Array(size);
    for (let position = 0; position < size; position++) {
      step[position] = (candidate[position] ?? 0) - (x[position] ?? 0);
      change[position] = (candidateGradient[position] ?? 0) - (gradient[position] ?? 0);
    }
    const curvature = dot(step, change);
    if (curvature > 1e-12) {
      steps.push(step);
      gradientChanges.push(change);
      rhos.push(1 / curvature);
      if (steps.length > memory) {
        steps.shift();
        gradientChanges.shift();
        rhos.shift();
      }
    }
    x.set(candidate);
    const previous = value;
    value = candidateValue;
    [gradient, candidateGradient] = [candidateGradient, gradient];
    options.onIteration?.(iteration, value);
    if ((previous - value) / Math.max(1e-12, Math.abs(previous)) < tolerance) {
      break;
    }
  }
  return value;
};
