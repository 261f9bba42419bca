package org.ichto.urland.ai;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.Urlands;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.view.SeatView;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every computer opponent plays fair: shown two worlds that differ only in what the deciding seat may
 * not know (the environment player's chosen chip, the chips in the dummy's and the others' hands, the
 * deck's order, the gene pile's order, the others' unrevealed bids, the generator of future draws), it
 * decides the same in both. A player that read the world instead of its view would decide
 * differently: the test first shows that it catches such a cheat.
 */
class FairnessTest {
    /** A decision problem in two worlds that look alike from the deciding seat. */
    record Worlds(String what, GameState a, GameState b) {
        int seat() {
            return a.actor();
        }
    }

    private static final Budget EXPERT_BUDGET = Budget.iterations(120);
    private static List<Worlds> worlds;

    @BeforeAll
    static void findWorldsWhereHiddenPartsDiffer() {
        worlds = new ArrayList<>();
        Set<Phase> wanted = EnumSet.of(Phase.CHOOSE_CHIP, Phase.ACTIONS, Phase.BID, Phase.BUY, Phase.PAY);
        for (long seed = 1; seed <= 40 && worlds.size() < 16; seed++) {
            GameState s = UrlandGame.newGame(3 + (int) (seed % 3), seed);
            SeededRandom chooser = new SeededRandom(seed * 31);
            int step = 0;
            while (!s.isOver() && worlds.size() < 16) {
                // Mid-game positions, some from each phase where the seat decides without seeing everything.
                if (step > 20 && step % 17 == 0 && wanted.contains(s.phase())) {
                    GameState other = SeatView.of(s, s.actor()).determinize(new SeededRandom(seed * 7 + step));
                    String hidden = hiddenDifference(s, other);
                    if (hidden != null) {
                        worlds.add(new Worlds(s.phase() + " (" + hidden + "), seed " + seed + " step " + step, s,
                                other));
                    }
                }
                s = Rules.apply(s, Rules.randomDecision(s, chooser));
                step++;
            }
        }
    }

    /** What differs between two worlds that the seat to act cannot see, or null when nothing does. */
    private static String hiddenDifference(GameState a, GameState b) {
        List<String> parts = new ArrayList<>();
        if (!Arrays.equals(a.deckTopFirst(), b.deckTopFirst())) {
            parts.add("deck order");
        }
        for (int chip = 0; chip < GameState.CHIPS; chip++) {
            if (a.chipLocation(chip) != b.chipLocation(chip)) {
                parts.add("where the chips lie");
                break;
            }
        }
        if (!Arrays.equals(a.genePileTopFirst(), b.genePileTopFirst())) {
            parts.add("gene pile");
        }
        for (int seat = 0; seat < a.players(); seat++) {
            if (a.bid(seat) != b.bid(seat)) {
                parts.add("bids");
                break;
            }
        }
        if (a.generatorState() != b.generatorState()) {
            parts.add("generator");
        }
        return parts.isEmpty() ? null : String.join(", ", parts);
    }

    /** The worlds really differ in hidden parts, while the deciding seat sees the same. */
    @Test
    void theWorldsLookAlikeToTheSeatButDifferInWhatItCannotSee() {
        assertThat(worlds).hasSizeGreaterThanOrEqualTo(12);
        Set<Phase> phases = EnumSet.noneOf(Phase.class);
        for (Worlds w : worlds) {
            assertThat(SeatView.of(w.b(), w.seat())).as(w.what()).isEqualTo(SeatView.of(w.a(), w.seat()));
            assertThat(w.b()).as(w.what()).isNotEqualTo(w.a());
            phases.add(w.a().phase());
        }
        assertThat(phases).contains(Phase.ACTIONS, Phase.BID);
        assertThat(worlds).anyMatch(w -> w.what().contains("deck order"));
        assertThat(worlds).anyMatch(w -> w.what().contains("bids") || w.a().phase() == Phase.BID);
    }

    /** The harness catches a player that peeks at the world: it decides differently in the two. */
    @Test
    void aCheatingPlayerIsCaught() {
        AtomicReference<GameState> table = new AtomicReference<>();
        // It looks at the deck and the chips as they really lie, not at its view.
        Player<SeatView, Decision> cheat = (view, budget) -> {
            GameState truth = table.get();
            LegalDecisions legal = view.legal();
            long peek = Arrays.hashCode(truth.deckTopFirst()) * 31L + truth.generatorState();
            for (int chip = 0; chip < GameState.CHIPS; chip++) {
                peek = peek * 7 + truth.chipLocation(chip).ordinal();
            }
            return legal.sample(new SeededRandom(peek));
        };
        int caught = 0;
        for (Worlds w : worlds) {
            if (!sameDecision(w, () -> cheat, table)) {
                caught++;
            }
        }
        assertThat(caught).as("worlds in which the cheat decided differently").isGreaterThan(worlds.size() / 2);
    }

    @Test
    void everyPersonalityAtEveryDifficultyDecidesTheSameInBothWorlds() {
        PlayerFactory<SeatView, Decision> factory = Urlands.factory();
        for (String id : Urlands.profiles().shippedIds()) {
            for (Difficulty d : Difficulty.values()) {
                PlayerSpec spec = new PlayerSpec(id, d);
                for (Worlds w : worlds) {
                    assertThat(sameDecision(w, () -> factory.create(spec, 77), new AtomicReference<>()))
                            .as("%s in %s", spec, w.what()).isTrue();
                }
            }
        }
    }

    @Test
    void theExpertDecidesTheSameInBothWorlds() {
        PlayerFactory<SeatView, Decision> factory = Urlands.factory();
        for (Worlds w : worlds.subList(0, 8)) {
            assertThat(sameDecision(w, () -> factory.create(PlayerSpec.of("expert"), 5), new AtomicReference<>()))
                    .as("the Expert in %s", w.what()).isTrue();
        }
    }

    /**
     * Asks a fresh player (same seed) in each world the way the match runner does, from the deciding
     * seat's view of that world; the table is where a cheat could find the world.
     */
    private static boolean sameDecision(Worlds w, java.util.function.Supplier<Player<SeatView, Decision>> player,
                                        AtomicReference<GameState> table) {
        table.set(w.a());
        Decision inA = player.get().decide(Urlands.GAME.views().view(w.a(), w.seat()), EXPERT_BUDGET);
        table.set(w.b());
        Decision inB = player.get().decide(Urlands.GAME.views().view(w.b(), w.seat()), EXPERT_BUDGET);
        assertThat(Rules.whyIllegal(w.a(), inA)).as("legal in the first world").isNull();
        return inA.equals(inB);
    }
}
