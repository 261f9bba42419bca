package org.ichto.urland.session;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HintTest {

    @Test
    void aHintIsLegalWithAReasonInEveryPhaseOfRandomGames() {
        Map<Phase, Integer> hints = new EnumMap<>(Phase.class);
        Set<String> keys = new TreeSet<>();
        int game = 0;
        for (int players = 3; players <= 5; players++) {
            for (int g = 0; g < 10; g++, game++) {
                GameState s = UrlandGame.newGame(players, 1000 + game);
                SeededRandom rng = new SeededRandom(game);
                int step = 0;
                while (!s.isOver()) {
                    // Every decision outside the Ichto players' actions, every fourth action.
                    if (s.phase() != Phase.ACTIONS || step % 4 == 0) {
                        Hint hint = Hint.suggest(s, s.actor(), step);
                        assertThat(Rules.whyIllegal(s, hint.decision()))
                                .as("%s in %s", hint.decision(), s.phase()).isNull();
                        assertThat(Hint.keys()).contains(hint.reasonKey());
                        String text = hint.reasonText();
                        assertThat(text).as(hint.reasonKey()).isNotBlank().doesNotContain("{").doesNotContain("[I@");
                        hints.merge(s.phase(), 1, Integer::sum);
                        keys.add(hint.reasonKey());
                    }
                    s = Rules.apply(s, Rules.randomDecision(s, rng));
                    step++;
                }
            }
        }
        // Every phase in which a seat decides, the rare Ears choices included.
        assertThat(hints.keySet()).isEqualTo(EnumSet.complementOf(EnumSet.of(Phase.GAME_OVER)));
        assertThat(keys.size()).isGreaterThan(25);
    }

    @Test
    void theSameStateSeatAndSeedGiveTheSameHint() {
        GameState s = UrlandGame.newGame(4, 5);
        SeededRandom rng = new SeededRandom(5);
        for (int i = 0; i < 60; i++) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        assertThat(Hint.suggest(s, s.actor(), 9)).isEqualTo(Hint.suggest(s, s.actor(), 9));
    }

    @Test
    void aHintUsesOnlyWhatTheSeatSees() {
        // A world that differs only in what the seat cannot see gives the same hint and reason.
        GameState s = UrlandGame.newGame(4, 23);
        SeededRandom rng = new SeededRandom(23);
        int compared = 0;
        while (!s.isOver() && compared < 150) {
            if (compared % 3 == 0 || s.phase() != Phase.ACTIONS) {
                GameState other = SeatView.of(s, s.actor()).determinize(new SeededRandom(compared));
                assertThat(Hint.suggest(other, s.actor(), 4)).isEqualTo(Hint.suggest(s, s.actor(), 4));
            }
            compared++;
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
    }

    @Test
    void onlyTheSeatToActGetsAHint() {
        GameState s = UrlandGame.newGame(3, 1);
        int other = (s.actor() + 1) % 3;
        assertThatThrownBy(() -> Hint.suggest(s, other, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theExpertGivesAHintToo() {
        GameState s = UrlandGame.newGame(3, 2);
        SeededRandom rng = new SeededRandom(2);
        while (s.phase() != Phase.ACTIONS) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        Hint hint = Hint.suggestExpert(s, s.actor(), 3, Budget.iterations(200));
        assertThat(Rules.whyIllegal(s, hint.decision())).isNull();
        assertThat(hint.reasonText()).isNotBlank();
    }

    @Test
    void aChipsPointsAreContestedExactlyWhenARivalWhoStillActsHasIchtosBesideTheRegion() {
        int contested = 0;
        int plain = 0;
        for (int game = 0; game < 40; game++) {
            GameState s = UrlandGame.newGame(4, 500 + game);
            SeededRandom rng = new SeededRandom(game);
            while (!s.isOver()) {
                if (s.phase() == Phase.CHOOSE_CHIP) {
                    GameState v = SeatView.of(s, s.actor()).state();
                    Hint hint = Hint.suggest(s, s.actor(), game);
                    int region = v.regionOf(((Decision.ChooseChip) hint.decision()).chip() - 1);
                    // The Ichto players of this turn (neither the chooser nor the dummy) with Ichtos in an
                    // ocean around the region; Legs and Wings reach further, so here a rival owning either
                    // counts as beside (a looser bound than the hint's own).
                    boolean beside = false;
                    for (int seat = 0; seat < 4; seat++) {
                        if (seat == v.environmentPlayer() || seat == v.dummy()) {
                            continue;
                        }
                        for (int o = 0; o < org.ichto.urland.board.Board.OCEANS; o++) {
                            beside |= (v.regionOceans(region) & (1 << o)) != 0
                                    && v.ichtos(org.ichto.urland.board.Board.oceanPlace(o), seat) > 0;
                        }
                        beside |= v.owns(seat, Gene.WINGS) || v.owns(seat, Gene.LEGS);
                    }
                    if (hint.reasonKey().endsWith(".contested")) {
                        contested++;
                        assertThat(beside).as(hint.reasonText()).isTrue();
                        assertThat((Integer) hint.args()[3]).isPositive();
                    } else if (!hint.reasonKey().equals("hint.chooseChip.least")) {
                        plain++;
                        assertThat((Integer) hint.args()[3]).as(hint.reasonText()).isZero();
                    }
                }
                s = Rules.apply(s, Rules.randomDecision(s, rng));
            }
        }
        assertThat(contested).as("contested chips seen").isPositive();
        assertThat(plain + contested).isPositive();
    }

    @Test
    void reasonsReadWellInEnglish() {
        assertThat(new Hint(new Decision.Bid(3), "hint.bid", new Object[] {3, Gene.WARM_BLOOD}).reasonText())
                .isEqualTo("Bid 3: Warm Blood is worth it");
        assertThat(new Hint(new Decision.Breed(16), "hint.breed", new Object[] {"O5", 2}).reasonText())
                .isEqualTo("Breed in O5: +2 Ichtos");
        assertThat(Hint.format("hint.chooseChip.win", 7, "7", 3)).isEqualTo("Choose chip 7: you win region 7 (3 points)");
        assertThat(Hint.format("hint.chooseChip.points.contested", 7, "7", 2, 2)).isEqualTo(
                "Choose chip 7: region 7 gives you 2 points now, but 2 rivals still act with Ichtos that could reach it");
        assertThat(Hint.format("hint.pass", 4)).isEqualTo("Pass: no gene is worth the price of 4 Ichtos");
        assertThat(Hint.format("hint.land.leadLikely", "7", 3, "O2"))
                .isEqualTo("Land in region 7: it is likely to be scored and you would lead it");
        assertThat(Hint.format("hint.bite", "O2", new Hint.SeatRef(1))).startsWith("Bite seat 2 in O2");
        assertThat(Hint.format("hint.panicRegion", "4", 1, 3)).endsWith("of your rivals' are there");
        for (String key : Hint.keys()) {
            assertThat(Hint.format(key, "7", 2, "O1", 4, 5)).doesNotContain("{");
        }
    }
}
