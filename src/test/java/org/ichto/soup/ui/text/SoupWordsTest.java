package org.ichto.soup.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.ui.NewsCard;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.news.GameStatistics;
import org.ichto.soup.ui.news.SoupNews;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The game log, the decisions and the summaries in words, over whole games and in both languages. */
class SoupWordsTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"), Seat.computer("Bert", "blue", "balanced"),
            Seat.computer("Carl", "yellow", "grower"), Seat.computer("Dora", "green", "aggressor"));
    private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.forLanguageTag("nl"));

    /** A random game with the events of every decision, as the session logs them. */
    private static List<LoggedEvent<SoupEvent>> logged(SoupFixtures.Played game) {
        List<LoggedEvent<SoupEvent>> out = new ArrayList<>();
        for (int i = 0; i < game.decisions().size(); i++) {
            int decision = i;
            SoupRules.apply(game.states().get(i), game.decisions().get(i), e -> out.add(new LoggedEvent<>(decision, e)));
        }
        return out;
    }

    @Test
    void everyDecisionReadsAsASentence() {
        for (Locale l : LANGUAGES) {
            DecisionText words = new DecisionText(SoupTexts.of(l), SoupFixtures.BOARD);
            for (SoupDecision d : SoupFixtures.everyDecisionType()) {
                String s = words.describe(d, 1, SEATS);
                assertThat(s).as(d.toString()).isNotBlank().doesNotContain("{").matches("^[A-Z].*");
            }
        }
        assertThat(new DecisionText(SoupTexts.of(Locale.ENGLISH), SoupFixtures.BOARD)
                .describe(new SoupDecision.BuyGene(19, 4), 0, SEATS)).isEqualTo("Anna buys Armor, giving up Defense");
        assertThat(new DecisionText(SoupTexts.of(Locale.forLanguageTag("nl")), SoupFixtures.BOARD)
                .describe(new SoupDecision.Drift(), 2, SEATS)).isEqualTo("De amoebe van Carl drijft");
    }

    @Test
    void everyEventOfWholeGamesHasItsLineAndEveryPhaseItsSummary() {
        for (long seed = 1; seed <= 4; seed++) {
            int players = 3 + (int) (seed % 2);
            SoupFixtures.Played game = SoupFixtures.randomGame(players, seed);
            List<LoggedEvent<SoupEvent>> events = logged(game);
            List<Seat> seats = SEATS.subList(0, players);
            for (Locale l : LANGUAGES) {
                EventText text = new EventText(SoupTexts.of(l), SoupFixtures.BOARD);
                for (LoggedEvent<SoupEvent> e : events) {
                    String line = text.describe(e.event(), seats);
                    if (line != null) {
                        assertThat(line).as(e.event().toString()).isNotBlank().doesNotContain("{", "}");
                    }
                }
                List<NewsCard.Entry> cards = new SoupNews(SoupTexts.of(l), SoupFixtures.BOARD).all(events, seats,
                        i -> game.states().get(i));
                assertThat(cards.size()).as("a card per phase and round").isGreaterThan(6 * (game.end().round() - 1));
                assertThat(cards).allSatisfy(c -> assertThat(c.card().rows()).allSatisfy(
                        r -> assertThat(r.cells()).hasSize(c.card().header().size())));
            }
        }
    }

    @Test
    void theScoringCardCountsWhatTheScoringCounted() {
        SoupFixtures.Played game = SoupFixtures.randomGame(4, 2);
        List<LoggedEvent<SoupEvent>> events = logged(game);
        NewsCard scoring = new SoupNews(SoupTexts.of(Locale.ENGLISH), SoupFixtures.BOARD)
                .all(events, SEATS, i -> game.states().get(i)).stream()
                .filter(e -> e.card().title().equals("Round 1: scoring")).findFirst().orElseThrow().card();
        SoupState after = game.states().stream().filter(s -> s.round() == 2).findFirst().orElseThrow();
        for (int seat = 0; seat < 4; seat++) {
            NewsCard.Row row = scoring.rows().get(seat);
            assertThat(row.cells().get(3)).endsWith(" → " + after.score(seat) + " (+" + (after.score(seat)
                    - game.states().stream().filter(s -> s.round() == 1).findFirst().orElseThrow().score(seat)) + ")");
        }
    }

    @Test
    void theStatisticsAddUpToTheGamesEnd() {
        SoupFixtures.Played game = SoupFixtures.randomGame(4, 3);
        GameStatistics stats = GameStatistics.of(logged(game), 4);
        for (int seat = 0; seat < 4; seat++) {
            // Amoebas alive = the two of the setup + divisions and free placements - those lost.
            int placed = 0;
            for (LoggedEvent<SoupEvent> e : logged(game)) {
                if (e.event() instanceof SoupEvent.AmoebaPlaced p && p.seat() == seat) {
                    placed++;
                }
            }
            assertThat(game.end().amoebasOnBoard(seat)).isEqualTo(placed - stats.died(seat) - stats.eaten(seat));
            assertThat(stats.genesBought(seat)).isGreaterThanOrEqualTo(game.end().genesOf(seat).size() > 0 ? 1 : 0);
        }
    }
}
