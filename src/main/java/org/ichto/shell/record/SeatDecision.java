package org.ichto.shell.record;

import java.util.Objects;

/**
 * One entry of a game record: the seat that decided and what it decided.
 *
 * @param seat     the deciding seat (the state's actor when it was taken)
 * @param decision the decision
 */
public record SeatDecision<D>(int seat, D decision) {
    public SeatDecision {
        Objects.requireNonNull(decision, "decision");
    }

    @Override
    public String toString() {
        return "seat " + seat + ", " + decision;
    }
}
