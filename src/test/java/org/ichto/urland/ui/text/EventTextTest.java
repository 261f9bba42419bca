package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.Rules;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every kind of event and decision, taken from real games of random decisions, reads as a line in
 * both languages; and a few lines word for word.
 */
class EventTextTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"), Seat.human("Bert", "blue"),
            Seat.computer("Carl", "yellow", "balanced"), Seat.computer("Dora", "green", "predator"),
            Seat.computer("Emil", "purple", "random"));
    /** Games for variety (3, 4 and 5 players); more are played, up to the cap, until every kind was seen. */
    private static final int MIN_GAMES = 60;
    private static final int MAX_GAMES = 3000;

    /** Per kind, a few samples (and all batches of events a decision made, a few hundred of them). */
    private static final Map<String, List<GameEvent>> EVENTS = new LinkedHashMap<>();
    private static final Map<String, List<Decision>> DECISIONS = new LinkedHashMap<>();
    private static final List<List<GameEvent>> BATCHES = new ArrayList<>();
    private static int gamesPlayed;

    private final EventText en = new EventText(UrlandTexts.of(UrlandTexts.ENGLISH));
    private final EventText nl = new EventText(UrlandTexts.of(UrlandTexts.DUTCH));

    @BeforeAll
    static void playUntilEverythingHappened() {
        for (long seed = 1; seed <= MAX_GAMES && (seed <= MIN_GAMES || !missing().isEmpty()); seed++) {
            play(3 + (int) (seed % 3), seed);
            gamesPlayed++;
        }
    }

    private static void play(int players, long seed) {
        GameState s = UrlandGame.newGame(players, seed);
        SeededRandom rng = new SeededRandom(seed * 7919 + 13);
        while (!s.isOver()) {
            Decision d = Rules.randomDecision(s, rng);
            sample(DECISIONS, d.getClass().getSimpleName(), d);
            List<GameEvent> batch = new ArrayList<>();
            s = Rules.apply(s, d, batch::add);
            for (GameEvent e : batch) {
                sample(EVENTS, e.getClass().getSimpleName(), e);
                if (e instanceof GameEvent.DecisionMade x) {
                    sample(EVENTS, "DecisionMade." + x.decision().getClass().getSimpleName(), e);
                }
            }
            if (BATCHES.size() < 400 || batch.stream().anyMatch(e -> e instanceof GameEvent.BredIchtos)
                    && BATCHES.size() < 600) {
                BATCHES.add(batch);
            }
        }
    }

    private static <T> void sample(Map<String, List<T>> map, String key, T value) {
        List<T> list = map.computeIfAbsent(key, k -> new ArrayList<>());
        if (list.size() < 40) {
            list.add(value);
        }
    }

    /** The kinds of a sealed type not yet seen, by simple name (with a prefix). */
    private static Set<String> unseen(Map<String, ?> map, Class<?> sealed, String prefix) {
        Set<String> missing = new TreeSet<>();
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (!map.containsKey(prefix + c.getSimpleName())) {
                missing.add(prefix + c.getSimpleName());
            }
        }
        return missing;
    }

    /** Kinds of event and decision not seen yet; a chip choice or bid never comes as DecisionMade. */
    private static Set<String> missing() {
        Set<String> missing = new TreeSet<>(unseen(EVENTS, GameEvent.class, ""));
        missing.addAll(unseen(DECISIONS, Decision.class, ""));
        Set<String> hidden = Set.of("DecisionMade.ChooseChip", "DecisionMade.Bid");
        unseen(EVENTS, Decision.class, "DecisionMade.").stream().filter(k -> !hidden.contains(k))
                .forEach(missing::add);
        return missing;
    }

    @Test
    void everyKindOfEventAndDecisionOccurred() {
        assertThat(missing()).as("not seen in " + gamesPlayed + " games").isEmpty();
        assertThat(GameEvent.class.getPermittedSubclasses()).hasSize(20);
        assertThat(Decision.class.getPermittedSubclasses()).hasSize(22);
    }

    @Test
    void everyEventReadsAsALineInBothLanguages() {
        for (EventText text : List.of(en, nl)) {
            for (Map.Entry<String, List<GameEvent>> entry : EVENTS.entrySet()) {
                for (GameEvent e : entry.getValue()) {
                    String detail = text.detail(e, SEATS);
                    assertReadable(detail, e + " in " + text.texts().locale());
                    String line = text.describe(e, SEATS);
                    if (EventText.isQuiet(e)) {
                        assertThat(line).as(e.toString()).isNull();
                    } else {
                        assertThat(line).isEqualTo(detail);
                    }
                }
            }
        }
    }

    @Test
    void onlyTheDocumentedEventsAreQuiet() {
        for (Map.Entry<String, List<GameEvent>> entry : EVENTS.entrySet()) {
            for (GameEvent e : entry.getValue()) {
                boolean quiet = e instanceof GameEvent.MarkerMoved
                        || e instanceof GameEvent.DecisionMade x && x.decision() instanceof Decision.BuyGene;
                assertThat(EventText.isQuiet(e)).as(e.toString()).isEqualTo(quiet);
            }
        }
    }

    @Test
    void everyDecisionReadsAsASentenceInBothLanguages() {
        for (EventText text : List.of(en, nl)) {
            for (Map.Entry<String, List<Decision>> entry : DECISIONS.entrySet()) {
                for (Decision d : entry.getValue()) {
                    for (int seat = 0; seat < 3; seat++) {
                        String s = text.decisions().describe(d, seat, SEATS);
                        assertReadable(s, d + " in " + text.texts().locale());
                        assertThat(s).contains(SEATS.get(seat).name()).endsWith(".");
                    }
                }
            }
        }
    }

    @Test
    void theLogOfADecisionHasALineForEveryEventWorthOne() {
        assertThat(BATCHES).isNotEmpty();
        int joined = 0;
        for (EventText text : List.of(en, nl)) {
            for (List<GameEvent> batch : BATCHES) {
                List<String> lines = text.lines(batch, SEATS);
                long worth = batch.stream().filter(e -> !EventText.isQuiet(e)).count();
                boolean breeds = batch.size() >= 2 && batch.get(0) instanceof GameEvent.DecisionMade x
                        && x.decision() instanceof Decision.Breed && batch.get(1) instanceof GameEvent.BredIchtos;
                assertThat(lines).hasSize((int) worth - (breeds ? 1 : 0));
                lines.forEach(l -> assertReadable(l, batch.toString()));
                if (breeds) {
                    joined++;
                    assertThat(lines.get(0)).contains(": ");
                }
            }
        }
        assertThat(joined).isPositive();
    }

    @Test
    void hiddenThingsStayHidden() {
        for (EventText text : List.of(en, nl)) {
            String chip = text.detail(new GameEvent.DecisionMade(0, new Decision.ChooseChip(7)), SEATS);
            String bid = text.detail(new GameEvent.DecisionMade(1, new Decision.Bid(5)), SEATS);
            assertThat(chip).startsWith("Anna").doesNotContain("7");
            assertThat(bid).startsWith("Bert").doesNotContain("5");
            assertThat(text.describe(new GameEvent.BidPlaced(2), SEATS)).startsWith("Carl").doesNotContainPattern("\\d");
        }
        for (List<GameEvent> events : EVENTS.values()) {
            for (GameEvent e : events) {
                if (e instanceof GameEvent.DecisionMade x) {
                    assertThat(x.decision()).isNotInstanceOfAny(Decision.ChooseChip.class, Decision.Bid.class);
                }
            }
        }
    }

    private static void assertReadable(String s, String what) {
        assertThat(s).as(what).isNotBlank().doesNotContain("{").doesNotContain("}").doesNotContain("#")
                .doesNotContain("null");
    }

    // ---- word for word ----

    private static int[] of(int... v) {
        return v;
    }

    @Test
    void scoringLines() {
        GameEvent competition = new GameEvent.RegionScored(10, 9, ScoringKind.COMPETITION, of(4, 3, 2), of(3, 2, 0),
                of(0, 0, 2));
        assertThat(en.describe(competition, SEATS))
                .isEqualTo("Area 10 scores (competition): Anna 3, Bert 2; Carl’s 2 Ichtos go home.");
        assertThat(nl.describe(competition, SEATS)).isEqualTo(
                "Gebied 10 scoort (competitie): Anna 3, Bert 2; de 2 Ichto’s van Carl gaan terug naar de voorraad.");
        GameEvent two = new GameEvent.RegionScored(11, 9, ScoringKind.COMPETITION, of(3, 1, 2, 2), of(3, 0, 0, 0),
                of(0, 1, 0, 2));
        assertThat(en.describe(two, SEATS)).isEqualTo(
                "Area 10 (chip 11) scores (competition): Anna 3; Bert’s Ichto and Dora’s 2 Ichtos go home.");
        GameEvent monopoly = new GameEvent.RegionScored(4, 3, ScoringKind.MONOPOLY, of(0, 2, 0), of(0, 3, 0), of(0, 0, 0));
        assertThat(nl.describe(monopoly, SEATS)).isEqualTo("Gebied 4 scoort (monopolie): Bert 3.");
        GameEvent empty = new GameEvent.RegionScored(2, 1, ScoringKind.EMPTY, of(0, 0, 0), of(0, 0, 0), of(0, 0, 0));
        assertThat(en.describe(empty, SEATS)).isEqualTo("Area 2 scores: it is empty, nobody gets points.");
    }

    @Test
    void breedingAndLanding() {
        int innerSea = Board.oceanPlace(4);
        List<GameEvent> batch = List.of(new GameEvent.DecisionMade(0, new Decision.Breed(innerSea)),
                new GameEvent.BredIchtos(innerSea, of(2, 1, 0)));
        assertThat(en.lines(batch, SEATS)).containsExactly("Anna breeds in the Inner Sea: Anna +2, Bert +1.");
        assertThat(nl.lines(batch, SEATS))
                .containsExactly("Anna laat de Ichto’s in de Binnenzee broeden: Anna +2, Bert +1.");
        assertThat(en.describe(batch.get(1), SEATS)).isEqualTo("Born in the Inner Sea: Anna +2, Bert +1.");

        Decision land = new Decision.Land(Board.oceanPlace(3), 11);
        assertThat(en.decisions().describe(land, 0, SEATS))
                .isEqualTo("Anna lands an Ichto from the West Ocean on area 12.");
        assertThat(nl.decisions().describe(land, 0, SEATS))
                .isEqualTo("Anna gaat met een Ichto vanuit de Westoceaan aan land op gebied 12.");
        Decision swim = new Decision.Swim(Board.oceanPlace(0), Board.oceanPlace(1), 3);
        assertThat(en.decisions().describe(swim, 1, SEATS))
                .isEqualTo("Bert swims 3 Ichtos from the North Ocean to the East Ocean.");
        assertThat(nl.decisions().describe(new Decision.Swim(Board.oceanPlace(0), Board.oceanPlace(1), 1), 1, SEATS))
                .isEqualTo("Bert laat een Ichto zwemmen van de Noordoceaan naar de Oostoceaan.");
        int[] pc = new int[Board.PLACES];
        pc[6] = 2;
        pc[Board.oceanPlace(0)] = 1;
        assertThat(en.decisions().describe(new Decision.Retreat(PlaceCounts.of(pc)), 2, SEATS))
                .isEqualTo("Carl retreats 3 Ichtos to the reserve (2 in area 7, 1 in the North Ocean).");
    }

    @Test
    void auctionLines() {
        GameEvent bids = new GameEvent.BidsRevealed(of(4, 1, 4, 4), List.of(3, 0, 2, 1));
        assertThat(en.describe(bids, SEATS))
                .isEqualTo("Bids revealed: Anna 4, Bert 1, Carl 4, Dora 4. Order: Dora, Anna, Carl, Bert.");
        assertThat(nl.describe(bids, SEATS))
                .isEqualTo("Biedingen onthuld: Anna 4, Bert 1, Carl 4, Dora 4. Volgorde: Dora, Anna, Carl, Bert.");
        assertThat(en.describe(new GameEvent.GeneBought(3, Gene.WARM_BLOOD, 5), SEATS))
                .isEqualTo("Dora buys Warm Blood for 5 Ichtos.");
        assertThat(nl.describe(new GameEvent.GeneBought(1, Gene.CARE_OF_YOUNG, 0), SEATS))
                .isEqualTo("Bert koopt Jongenverzorging voor niets.");
        assertThat(nl.describe(new GameEvent.GenesRevealed(List.of(Gene.LEGS, Gene.TEETH, Gene.EARS)), SEATS))
                .isEqualTo("Nieuwe genen in de aanbieding: Benen, Tanden en Oren.");
        assertThat(en.describe(new GameEvent.DroppedOut(2, 6), SEATS))
                .isEqualTo("Carl cannot pay the price of 6 and drops out.");
    }

    @Test
    void turnPanicVolcanoAndEnd() {
        assertThat(en.describe(new GameEvent.TurnStarted(5, 1, 2), SEATS))
                .isEqualTo("Turn 5: Bert is the environment player, Carl the dummy.");
        assertThat(nl.describe(new GameEvent.TurnStarted(5, 1, 2), SEATS))
                .isEqualTo("Beurt 5: Bert is de omgevingsspeler, Carl de Kievit.");
        assertThat(nl.describe(new GameEvent.PanicStruck(0, Board.oceanPlace(3), of(2, 0, 1)), SEATS))
                .isEqualTo("Paniek in gebied 1: Anna 2, Carl 1 vluchten naar de Westoceaan.");
        assertThat(en.describe(new GameEvent.VolcanoErupted(10, 9), SEATS))
                .isEqualTo("The volcano on area 11 erupts; it is now part of area 10.");
        assertThat(nl.describe(new GameEvent.VolcanoLosses(9, of(4, 0, 0)), SEATS))
                .isEqualTo("Vulkaanverliezen in gebied 10: Anna 4 terug naar de voorraad.");
        assertThat(en.describe(new GameEvent.GameOver(3), SEATS)).isEqualTo("Game over: Dora wins!");
        assertThat(en.describe(new GameEvent.MarkerMoved(0, 3, 6), SEATS)).isNull();
        assertThat(en.detail(new GameEvent.MarkerMoved(0, 3, 6), SEATS)).isEqualTo("Anna’s marker moves from 3 to 6.");
        assertThat(nl.describe(new GameEvent.FinalScoring(of(20, 18, 20), of(8, 9, 2), of(1, 0, 1), of(0, 2, 0), of(1, 2, 1)), SEATS))
                .isEqualTo("Slotwaardering. Ichto’s op het bord: Anna 20, Bert 18, Carl 20. "
                        + "Op het land: Anna 8, Bert 9, Carl 2. Punten: Anna +1, Bert +2, Carl +1.");
    }

    @Test
    void aSeatOutsideTheListStillGetsAName() {
        assertThat(en.describe(new GameEvent.ChipChosen(4), SEATS.subList(0, 3)))
                .isEqualTo("#5 has chosen the area chip to score.");
        assertThat(Arrays.asList(Locale.ENGLISH, UrlandTexts.DUTCH)).hasSize(2);
    }
}
