package org.ichto.urland.rules;

/** A decision the rules do not allow now; the message says why. The state it was tried on is unchanged. */
public class IllegalDecisionException extends RuntimeException {
    private final transient Decision decision;

    public IllegalDecisionException(Decision decision, String reason) {
        super(reason);
        this.decision = decision;
    }

    public Decision decision() {
        return decision;
    }
}
