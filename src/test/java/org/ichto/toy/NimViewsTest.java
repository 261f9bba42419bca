package org.ichto.toy;

import org.ichto.shell.game.GameViews;
import org.ichto.shell.game.SeededRandom;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** What a seat sees: never the others' unplayed jokers nor the future piles. */
class NimViewsTest {
    private static final GameViews<NimState, NimView, NimDecision> VIEWS = NimGame.INSTANCE.views();

    @Test
    void anotherSeatsUnplayedJokerDoesNotChangeTheView() {
        List<NimState> positions = NimPositions.withHiddenJokers(30);
        assertThat(positions).hasSizeGreaterThan(20);
        for (NimState s : positions) {
            int other = NimPositions.hiddenOther(s);
            NimState twin = s.withJoker(other, NimPositions.otherJoker(s.jokers().get(other)));
            assertThat(twin).isNotEqualTo(s);
            assertThat(VIEWS.view(twin, s.actor())).isEqualTo(VIEWS.view(s, s.actor()));
            // The seat itself does see its own joker.
            assertThat(VIEWS.view(twin, other)).isNotEqualTo(VIEWS.view(s, other));
        }
    }

    @Test
    void aPlayedJokerIsSeenByAll() {
        NimState s = NimPositions.RULES.apply(NimPositions.RULES.newGame(3, 3), NimDecision.JOKER);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(VIEWS.view(s, seat).knownJokers().get(0)).isEqualTo(s.jokers().get(0));
        }
    }

    @Test
    void determinizeKeepsWhatTheSeatKnowsAndRedrawsTheRest() {
        for (NimState s : NimPositions.withHiddenJokers(30)) {
            int seat = s.actor();
            int other = NimPositions.hiddenOther(s);
            NimView view = VIEWS.view(s, seat);
            Set<Integer> othersDrawn = new HashSet<>();
            Set<Long> generators = new HashSet<>();
            for (long seed = 0; seed < 40; seed++) {
                NimState world = VIEWS.determinize(view, new SeededRandom(seed));
                assertThat(VIEWS.view(world, seat)).isEqualTo(view);
                assertThat(world.jokers().get(seat)).isEqualTo(s.jokers().get(seat));
                assertThat(NimPositions.RULES.legal(world).listed()).isEqualTo(VIEWS.legal(view).listed());
                othersDrawn.add(world.jokers().get(other));
                generators.add(world.generator());
            }
            assertThat(othersDrawn).as("the hidden joker is drawn, not copied").hasSizeGreaterThan(1);
            assertThat(generators).as("the future piles are unknown").hasSizeGreaterThan(1);
        }
    }

    @Test
    void aSeatNotToActHasNoLegalDecisions() {
        NimState s = NimPositions.RULES.newGame(3, 1);
        assertThat(VIEWS.legal(VIEWS.view(s, 1)).isEmpty()).isTrue();
        assertThat(VIEWS.legal(VIEWS.view(s, 0)).listed()).isEqualTo(NimPositions.RULES.legal(s).listed());
    }
}
