package org.ichto.urland.ai;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An Ichto player's ranked actions, all legal in the world they were ranked in, stay all legal in every world
 * alike in what judging an action reads ({@link GameState#actionsAlike}): the search hands them on unchecked
 * there, and checking them would have kept every one. Worlds alike are the other worlds of the same view
 * (they differ in hidden chips, the deck, the gene pile and the generator) and, now and then, other positions.
 */
class RankedStillLegalTest {
    private static final Personality BALANCED = Personalities.shipped("balanced");

    @Test
    void inEveryAlikeWorld_checkingTheRankedActionsKeepsThemAll_andSoDoesEveryListedDecision() {
        int alike = 0;
        int unlike = 0;
        List<GameState> earlier = new ArrayList<>();
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 6; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                SeededRandom play = new SeededRandom(seed * 7);
                while (!s.isOver()) {
                    if (s.phase() == Phase.ACTIONS) {
                        SeededRandom rng = new SeededRandom(seed);
                        List<Decision> ranked = Playouts.candidates(s, null, rng, BALANCED);
                        assertThat(Playouts.stillLegal(s, ranked, rng)).isSameAs(ranked);
                        List<GameState> others = new ArrayList<>(earlier);
                        SeatView view = SeatView.of(s, s.actor());
                        for (int k = 0; k < 4; k++) {
                            others.add(view.determinize(new SeededRandom(seed * 100 + k)));
                        }
                        for (GameState w : others) {
                            if (w.actionsAlike(s)) {
                                alike++;
                                assertThat(w.actionsAlike(s.copy())).isTrue();
                                assertThat(Playouts.stillLegal(w, ranked, rng)).isSameAs(ranked);
                                assertSameLegality(s, w);
                            } else {
                                unlike++;
                            }
                        }
                        earlier.add(s);
                        if (earlier.size() > 6) {
                            earlier.remove(0);
                        }
                    }
                    s = Rules.apply(s, Rules.randomDecision(s, play));
                }
            }
        }
        assertThat(alike).isGreaterThan(1_000);
        assertThat(unlike).isGreaterThan(1_000);
    }

    /** Every decision listed in either state is legal in both or in neither. */
    private static void assertSameLegality(GameState a, GameState b) {
        assertThat(Rules.legal(b).listed()).containsExactlyElementsOf(Rules.legal(a).listed());
        for (Decision d : Rules.legal(a).listed()) {
            assertThat(Rules.whyIllegal(b, d)).as("%s", d).isNull();
        }
    }

    @Test
    void aStateOneIchtoApart_orAfterTheActionsEnd_isNotAlike() {
        GameState s = UrlandGame.newGame(4, 3);
        SeededRandom play = new SeededRandom(9);
        while (s.phase() != Phase.ACTIONS || s.onBoard(s.actor()) == 0) {
            s = Rules.apply(s, Rules.randomDecision(s, play));
        }
        assertThat(s.actionsAlike(s.copy())).isTrue();
        for (Decision d : Rules.legal(s).listed()) {
            GameState next = Rules.apply(s, d);
            assertThat(next.actionsAlike(s)).as("%s", d).isFalse();
        }
    }
}
