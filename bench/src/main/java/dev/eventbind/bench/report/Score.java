package dev.eventbind.bench.report;

/**
 * One measured value: JMH's score with its 99.9% error (NaN with a single iteration), or a C floor reading
 * (error NaN).
 *
 * @param value the score
 * @param error the half-width of the confidence interval, NaN when JMH had too few samples
 */
public record Score(double value, double error) {

    /** A value without an error estimate. */
    public static Score of(double value) {
        return new Score(value, Double.NaN);
    }

    /** The low end of the confidence interval (the value itself without an error estimate). */
    public double low() {
        return Double.isNaN(error) ? value : value - error;
    }

    /** The high end of the confidence interval (the value itself without an error estimate). */
    public double high() {
        return Double.isNaN(error) ? value : value + error;
    }
}
