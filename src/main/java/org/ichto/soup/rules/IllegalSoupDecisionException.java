package org.ichto.soup.rules;

/** A decision the rules do not allow now; the message says why. The state it was tried on is unchanged. */
public class IllegalSoupDecisionException extends RuntimeException {
    private final transient SoupDecision decision;

    public IllegalSoupDecisionException(SoupDecision decision, String reason) {
        super(reason);
        this.decision = decision;
    }

    public SoupDecision decision() {
        return decision;
    }
}
