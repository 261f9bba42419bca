package org.ichto.soup.ui.news;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.ui.NewsCard;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.WindowPositions;
import org.ichto.soup.ui.text.EventText;
import org.ichto.soup.ui.text.SoupTexts;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "What happened" against the events it sums up: games played through the rules (from a prepared position,
 * and whole random games), whose every phase card must tell each player's feeding and starving, every attack,
 * every gene defect paid, every purchase (with the gene given up), every division, every death, and the scoring
 * with both advance tables, in English and in Dutch.
 */
class SoupNewsTest {
    private static final SoupBoard BOARD = SoupFixtures.BOARD;
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
            Seat.computer("Carl", "yellow", "grower"), Seat.computer("Dora", "green", "aggressor"));

    /** A game played through the rules: its states (by decision) and its events. */
    private record Played(List<SoupState> states, List<LoggedEvent<SoupEvent>> events) {
    }

    /** Plays from the position: these decisions first, then random ones until the game ends. */
    private static Played play(SoupState start, long seed, SoupDecision... first) {
        List<SoupState> states = new ArrayList<>(List.of(start));
        List<LoggedEvent<SoupEvent>> events = new ArrayList<>();
        SeededRandom chooser = new SeededRandom(seed);
        SoupState s = start;
        for (int i = 0; !s.isOver() && i < 20_000; i++) {
            SoupDecision d = i < first.length ? first[i] : SoupRules.randomDecision(s, chooser);
            int index = i;
            s = SoupRules.apply(s, d, e -> events.add(new LoggedEvent<>(index, e)));
            states.add(s);
        }
        return new Played(states, events);
    }

    private static List<NewsCard.Entry> cards(Played p, SoupTexts t, List<Seat> seats) {
        return new SoupNews(t, BOARD).all(p.events(), seats, p.states()::get);
    }

    /** The events of each phase of each round, by the card's kind ("2.MOVEMENT_AND_FEEDING"). */
    private static Map<String, List<SoupEvent>> byPhase(Played p) {
        Map<String, List<SoupEvent>> out = new HashMap<>();
        SoupState first = p.states().get(0);
        String open = first.phase().ofRound() ? first.round() + "." + first.phase().name() : "setup";
        for (LoggedEvent<SoupEvent> le : p.events()) {
            if (le.event() instanceof SoupEvent.PhaseStarted s) {
                open = s.round() + "." + s.phase().name();
            }
            out.computeIfAbsent(open, k -> new ArrayList<>()).add(le.event());
        }
        return out;
    }

    private static long count(List<SoupEvent> events, Class<? extends SoupEvent> type, int seat) {
        return events.stream().filter(type::isInstance).filter(e -> seatOf(e) == seat).count();
    }

    private static int seatOf(SoupEvent e) {
        if (e instanceof SoupEvent.Fed f) {
            return f.seat();
        }
        return e instanceof SoupEvent.Starved s ? s.seat() : -1;
    }

    @Test
    void anAttackGivenInIsToldOnTheMovementCard() {
        SoupState start = WindowPositions.hungryAttacker("Defense");
        Played p = play(start, 1, new SoupDecision.Attack(0, 1), new SoupDecision.GiveIn());
        SoupTexts t = SoupTexts.of(Locale.ENGLISH);
        NewsCard movement = cards(p, t, SEATS).stream().filter(e -> e.kind().equals("2.MOVEMENT_AND_FEEDING"))
                .findFirst().orElseThrow().card();
        assertThat(movement.title()).isEqualTo("Round 2: movement and feeding");
        assertThat(movement.footer()).anyMatch(l -> l.contains("Bert") && l.contains("attacks"))
                .noneMatch(l -> l.equals("No attacks."));
        EventText lines = new EventText(t, BOARD);
        SoupEvent.Killed killed = p.events().stream().map(LoggedEvent::event).filter(SoupEvent.Killed.class::isInstance)
                .map(SoupEvent.Killed.class::cast).findFirst().orElseThrow();
        assertThat(killed.seat()).isZero();
        assertThat(movement.footer()).contains(lines.describe(killed, SEATS));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "nl"})
    void everyPhaseOfWholeGamesIsToldWithWhatItDid(String language) {
        SoupTexts t = SoupTexts.of(Locale.forLanguageTag(language));
        EventText lines = new EventText(t, BOARD);
        Map<Class<?>, Integer> seen = new HashMap<>();
        for (long seed = 1; seed <= 6; seed++) {
            Played p = play(SoupFixtures.afterSetup(4, seed), seed);
            Map<String, List<SoupEvent>> phases = byPhase(p);
            List<NewsCard.Entry> cards = cards(p, t, SEATS);
            for (NewsCard.Entry entry : cards) {
                List<SoupEvent> events = phases.getOrDefault(entry.kind(), List.of());
                NewsCard card = entry.card();
                List<String> text = new ArrayList<>(card.lines());
                text.addAll(card.footer());
                for (SoupEvent e : events) {
                    if (e instanceof SoupEvent.Attacked || e instanceof SoupEvent.Killed
                            || e instanceof SoupEvent.DefectPaid || e instanceof SoupEvent.DiedNaturally
                            || e instanceof SoupEvent.AttackEnded) {
                        assertThat(text).as("%s in %s", e, entry.kind()).contains(lines.describe(e, SEATS));
                        seen.merge(e.getClass(), 1, Integer::sum);
                    }
                }
                if (entry.kind().endsWith(Phase.MOVEMENT_AND_FEEDING.name())) {
                    for (NewsCard.Row row : card.rows()) {
                        assertThat(row.cells().get(3)).as("fed").isEqualTo(Long.toString(count(events,
                                SoupEvent.Fed.class, row.seat())));
                        assertThat(row.cells().get(4)).as("starved").isEqualTo(Long.toString(count(events,
                                SoupEvent.Starved.class, row.seat())));
                    }
                }
                if (entry.kind().endsWith(Phase.NEW_GENES.name())) {
                    purchases(t, events, card);
                    seen.merge(SoupEvent.GeneBought.class, (int) events.stream()
                            .filter(SoupEvent.GeneBought.class::isInstance).count(), Integer::sum);
                }
                if (entry.kind().endsWith(Phase.CELL_DIVISION.name())) {
                    divisions(events, card);
                    seen.merge(SoupEvent.AmoebaPlaced.class, (int) events.stream()
                            .filter(SoupEvent.AmoebaPlaced.class::isInstance).count(), Integer::sum);
                }
                if (entry.kind().endsWith(Phase.SCORING.name())) {
                    scoring(t, p.states().get(entry.decision() + 1), card);
                    seen.merge(SoupEvent.MarkerMoved.class, 1, Integer::sum);
                }
            }
            // Every phase that began has its card.
            assertThat(cards.stream().map(NewsCard.Entry::kind).toList())
                    .containsAll(phases.keySet().stream().filter(k -> !k.equals("setup")).toList());
        }
        // The games did show each kind of thing at least once.
        assertThat(seen).containsKeys(SoupEvent.Attacked.class, SoupEvent.Killed.class, SoupEvent.DefectPaid.class,
                SoupEvent.DiedNaturally.class, SoupEvent.GeneBought.class, SoupEvent.AmoebaPlaced.class,
                SoupEvent.MarkerMoved.class);
    }

    /** Each gene bought is in its buyer's row, with the gene given up for an advanced one. */
    private static void purchases(SoupTexts t, List<SoupEvent> events, NewsCard card) {
        for (SoupEvent e : events) {
            if (e instanceof SoupEvent.GeneBought b) {
                String bought = t.gene(BOARD.gene(b.gene()));
                String item = b.gaveUp() < 0 ? bought
                        : t.format("news.genes.givingUp", bought, t.gene(BOARD.gene(b.gaveUp())));
                assertThat(card.rows().get(b.seat()).cells().get(1)).contains(item);
            }
        }
    }

    /** Each new amoeba's space is in its owner's row (a free one marked so), and the 10 BP received. */
    private static void divisions(List<SoupEvent> events, NewsCard card) {
        for (SoupEvent e : events) {
            if (e instanceof SoupEvent.AmoebaPlaced a) {
                assertThat(card.rows().get(a.seat()).cells().get(2)).contains(SoupBoard.label(a.space()));
            } else if (e instanceof SoupEvent.BpReceived r) {
                assertThat(card.rows().get(r.seat()).cells().get(1)).isEqualTo(Integer.toString(r.bp()));
            }
        }
    }

    /** Each player's amoebas and gene cards once the phase began (after the decision that began it: deaths come first), with their advance by both tables, which the card also prints. */
    private static void scoring(SoupTexts t, SoupState before, NewsCard card) {
        for (NewsCard.Row row : card.rows()) {
            int amoebas = before.amoebasOnBoard(row.seat());
            int genes = before.geneCardsCounted(row.seat());
            assertThat(row.cells().get(1)).isEqualTo(t.format("news.scoring.count", amoebas, BOARD.amoebaAdvance(amoebas)));
            assertThat(row.cells().get(2)).isEqualTo(t.format("news.scoring.count", genes, BOARD.geneAdvance(genes)));
        }
        assertThat(card.footer()).contains(t.get("news.scoring.amoebaTable"), t.get("news.scoring.geneTable"));
    }
}
