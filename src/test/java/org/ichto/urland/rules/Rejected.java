package org.ichto.urland.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Asserts that the rules refuse a decision, say why, and leave the position as it was. */
final class Rejected {
    private Rejected() {
    }

    /** The reason, for further checks. */
    static String by(GameState s, Decision d) {
        GameState before = s.copy();
        IllegalDecisionException e = catchThrowableOfType(IllegalDecisionException.class, () -> Rules.apply(s, d));
        assertThat(e).as("%s should be refused", d).isNotNull();
        assertThat(e.getMessage()).as("the reason for refusing %s", d).isNotBlank();
        assertThat(e.decision()).isEqualTo(d);
        assertThat(Rules.whyIllegal(s, d)).isEqualTo(e.getMessage());
        assertThat(s).as("the position after refusing %s", d).isEqualTo(before);
        return e.getMessage();
    }

    /** Refused, and the reason mentions the given words. */
    static void because(GameState s, Decision d, String... words) {
        String why = by(s, d);
        for (String w : words) {
            assertThat(why).as("reason for refusing %s", d).containsIgnoringCase(w);
        }
    }

    static void allowed(GameState s, Decision d) {
        assertThat(Rules.whyIllegal(s, d)).as("%s should be legal", d).isNull();
    }
}
