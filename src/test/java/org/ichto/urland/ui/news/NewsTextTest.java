package org.ichto.urland.ui.news;

import org.ichto.shell.ui.NewsCard;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.view.SeatView;

import org.ichto.shell.game.Seat;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.ui.text.UrlandTexts;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NewsTextTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"),
            Seat.computer("Bert", "blue", "balanced"), Seat.computer("Carl", "yellow", "predator"));
    private final NewsText en = new NewsText(UrlandTexts.of(UrlandTexts.ENGLISH));
    private final NewsText nl = new NewsText(UrlandTexts.of(UrlandTexts.DUTCH));

    @Test
    void aCompetitionSaysWhoHadHowManyWhatTheyScoredAndWhoWentHomeStrongestFirst() {
        // The rules' example, three colours: 4 Anna, 1 Bert, 2 Carl in area 5.
        NewsItem.Scoring s = new NewsItem.Scoring(7, 5, 4, ScoringKind.COMPETITION, false, List.of(4, 1, 2),
                List.of(3, 0, 2), List.of(0, 1, 0));
        NewsCard c = en.card(s, SEATS);
        assertThat(c.title()).isEqualTo("Area 5 is scored");
        assertThat(c.lines()).containsExactly("Competition: the colours with the fewest Ichtos go back to the"
                + " reserve; the most Ichtos score 3 points, the others 2.");
        assertThat(c.header()).containsExactly("Player", "Ichtos", "Points", "Back to reserve");
        assertThat(c.rows()).extracting(NewsCard.Row::cells).containsExactly(
                List.of("Anna", "4", "3", "\u2013"), List.of("Carl", "2", "2", "\u2013"), List.of("Bert", "1", "0", "1"));
        assertThat(c.rows()).extracting(NewsCard.Row::seat).containsExactly(0, 2, 1);
        assertThat(nl.card(s, SEATS).title()).isEqualTo("Gebied 5 scoort");
        assertThat(nl.card(s, SEATS).header()).containsExactly("Speler", "Ichto’s", "Punten", "Terug naar voorraad");
    }

    @Test
    void aScoringByAChipDrawnAtRandomAndAnEmptyAreaSaySo() {
        NewsItem.Scoring merged = new NewsItem.Scoring(9, 11, 9, ScoringKind.MONOPOLY, true, List.of(0, 2, 0),
                List.of(0, 3, 0), List.of(0, 0, 0));
        NewsCard c = en.card(merged, SEATS);
        assertThat(c.title()).isEqualTo("Area 10 (chip 11) is scored");
        assertThat(c.lines()).containsExactly(
                "No area chip left: the epoch ends. Chip 11 is drawn at random to score.",
                "Monopoly: only one colour is here, and it scores 3 points.");
        NewsItem.Scoring empty = new NewsItem.Scoring(9, 2, 1, ScoringKind.EMPTY, false, List.of(0, 0, 0),
                List.of(0, 0, 0), List.of(0, 0, 0));
        assertThat(en.card(empty, SEATS).lines()).containsExactly("The area is empty: nobody scores.");
        assertThat(en.card(empty, SEATS).header()).isEmpty();
        assertThat(nl.card(empty, SEATS).lines()).containsExactly("Het gebied is leeg: niemand scoort.");
    }

    @Test
    void anAuctionListsTheBidsInTheirOrderWithWhatEachDid() {
        NewsItem.Auction a = new NewsItem.Auction(12, List.of(3, 0, 3), List.of(2, 0, 1),
                Arrays.asList(new NewsItem.Passed(), null, new NewsItem.Bought(Gene.LEGS, 3)), List.of(Gene.EARS));
        NewsCard c = en.card(a, SEATS);
        assertThat(c.title()).isEqualTo("Mutation: gene auction");
        assertThat(c.lines().get(0)).startsWith("The highest bid buys first");
        assertThat(c.rows()).extracting(NewsCard.Row::cells).containsExactly(
                List.of("Carl", "3", "bought Legs for 3"), List.of("Anna", "3", "passed"), List.of("Bert", "0", "\u2013"));
        assertThat(c.footer()).containsExactly("New on display: Ears.");
        NewsCard d = nl.card(a, SEATS);
        assertThat(d.rows().get(0).cells()).containsExactly("Carl", "3", "kocht Benen voor 3");
        assertThat(d.footer()).containsExactly("Nieuw in de aanbieding: Oren.");
    }

    @Test
    void aPanicAndTheVolcanoesExplainWhereTheIchtosWent() {
        NewsItem.Panic p = new NewsItem.Panic(3, 6, 12, List.of(2, 0, 1));
        NewsCard c = en.card(p, SEATS);
        assertThat(c.title()).isEqualTo("Panic!");
        assertThat(c.lines()).containsExactly("Panic struck area 7; its Ichtos fled into the North Ocean.");
        assertThat(c.rows()).extracting(NewsCard.Row::cells).containsExactly(List.of("Anna", "2"), List.of("Carl", "1"));
        assertThat(en.card(new NewsItem.Panic(3, 6, 12, List.of(0, 0, 0)), SEATS).lines())
                .endsWith("Nobody had Ichtos there.");

        NewsItem.Volcanoes v = new NewsItem.Volcanoes(40, List.of(new NewsItem.Eruption(4, 3),
                new NewsItem.Eruption(9, 9)), List.of(new NewsItem.Losses(3, List.of(2, 1, 0))), 2);
        NewsCard e = en.card(v, SEATS);
        assertThat(e.title()).isEqualTo("Volcanoes erupt");
        assertThat(e.lines()).containsExactly("The volcano on area 5 erupts; it is now part of area 4.",
                "The volcano on area 10 erupts.",
                "Each merged area feeds only one Ichto of each colour; the others go back to the reserve.");
        assertThat(e.rows()).extracting(NewsCard.Row::cells).containsExactly(List.of("Anna", "4", "2"),
                List.of("Bert", "4", "1"));
        assertThat(e.footer()).containsExactly("Epoch 2 begins.");
        NewsItem.Volcanoes calm = new NewsItem.Volcanoes(40, List.of(), List.of(new NewsItem.Losses(3, List.of(0, 0, 0))), 0);
        assertThat(nl.card(calm, SEATS).footer()).containsExactly("Niemand verliest Ichto’s.");
    }
}
