package org.ichto.urland.ui.news;

import org.ichto.urland.Urlands;

import org.ichto.urland.view.SeatView;

import org.ichto.urland.rules.GameState;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.LoggedEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NewsTest {

    static List<Seat> randomSeats(int players) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.computer("R" + (i + 1), Urlands.COLOURS.get(i), "random"));
        }
        return seats;
    }

    /** A whole game of random players, as a session (which logs the events per decision). */
    static GameSession<GameState, SeatView, Decision, GameEvent> randomGame(int players, long seed) {
        GameSession<GameState, SeatView, Decision, GameEvent> s = GameSession.newGame(Urlands.GAME, randomSeats(players), seed, Urlands.factory());
        while (s.computerToAct()) {
            s.apply(s.computerDecision(Budget.NONE));
        }
        return s;
    }

    private static <T> long count(List<LoggedEvent<GameEvent>> events, Class<T> type) {
        return events.stream().filter(e -> type.isInstance(e.event())).count();
    }

    @Test
    void onlyTheEventsThatTellChangeTheSummaries() {
        long told = 0;
        long all = 0;
        for (long seed = 1; seed <= 100; seed++) {
            List<LoggedEvent<GameEvent>> events = randomGame(3 + (int) (seed % 3), seed).events();
            List<LoggedEvent<GameEvent>> telling = events.stream().filter(e -> News.tells(e.event())).toList();
            assertThat(News.of(telling)).as("seed %d", seed).isEqualTo(News.of(events));
            told += telling.size();
            all += events.size();
        }
        assertThat(told).as("most events tell the summaries nothing").isLessThan(all / 4);
    }

    @Test
    void aDecisionWhoseEventsDoNotTellLeavesTheSummariesAsTheyWere() {
        for (long seed = 1; seed <= 4; seed++) {
            GameSession<GameState, SeatView, Decision, GameEvent> game = randomGame(4, seed);
            List<LoggedEvent<GameEvent>> events = game.events();
            List<NewsItem> before = News.of(List.of());
            int from = 0;
            for (int d = 0; d < game.size(); d++) {
                int to = from;
                while (to < events.size() && events.get(to).decision() == d) {
                    to++;
                }
                List<NewsItem> after = News.of(events.subList(0, to));
                boolean tells = events.subList(from, to).stream().anyMatch(e -> News.tells(e.event()));
                if (!tells) {
                    assertThat(after).as("seed %d, decision %d", seed, d).isEqualTo(before);
                }
                before = after;
                from = to;
            }
        }
    }

    @Test
    void everyScoringAuctionPanicAndEndOfEpochOfManyGamesIsSummarisedOnceAndFaithfully() {
        int auctions = 0;
        int panics = 0;
        for (long seed = 1; seed <= 150; seed++) {
            GameSession<GameState, SeatView, Decision, GameEvent> game = randomGame(3 + (int) (seed % 3), seed);
            List<LoggedEvent<GameEvent>> events = game.events();
            List<NewsItem> news = News.of(events);

            List<NewsItem.Scoring> scorings = of(news, NewsItem.Scoring.class);
            List<GameEvent.RegionScored> scored = events.stream().map(LoggedEvent<GameEvent>::event)
                    .filter(GameEvent.RegionScored.class::isInstance).map(GameEvent.RegionScored.class::cast).toList();
            assertThat(scorings).hasSameSizeAs(scored);
            for (int i = 0; i < scored.size(); i++) {
                GameEvent.RegionScored e = scored.get(i);
                NewsItem.Scoring n = scorings.get(i);
                assertThat(n.region()).isEqualTo(e.region());
                assertThat(n.kind()).isEqualTo(e.kind());
                assertThat(n.ichtos()).containsExactlyElementsOf(boxed(e.ichtos()));
                assertThat(n.points()).containsExactlyElementsOf(boxed(e.points()));
                assertThat(n.returned()).containsExactlyElementsOf(boxed(e.returned()));
            }
            assertThat(scorings.stream().filter(NewsItem.Scoring::volcanoChip).count())
                    .isEqualTo(count(events, GameEvent.VolcanoChipDrawnForScoring.class));

            List<NewsItem.Auction> auctionItems = of(news, NewsItem.Auction.class);
            assertThat(auctionItems).hasSize((int) count(events, GameEvent.BidsRevealed.class));
            long bought = auctionItems.stream().flatMap(a -> a.results().stream())
                    .filter(NewsItem.Bought.class::isInstance).count();
            assertThat(bought).isEqualTo(count(events, GameEvent.GeneBought.class));
            for (NewsItem.Auction a : auctionItems) {
                assertThat(a.finished()).isTrue();
                assertThat(a.order()).hasSameSizeAs(a.bids());
                // Whoever was asked came before whoever was not: the results follow the bid order.
                boolean gap = false;
                for (int seat : a.order()) {
                    if (a.results().get(seat) == null) {
                        gap = true;
                    } else {
                        assertThat(gap).as("a seat was asked after one that was not").isFalse();
                    }
                }
                assertThat(a.results().get(a.order().get(0)))
                        .as("the first in the order buys or cannot pay")
                        .isInstanceOfAny(NewsItem.Bought.class, NewsItem.DroppedOut.class);
            }
            auctions += auctionItems.size();

            List<NewsItem.Volcanoes> ends = of(news, NewsItem.Volcanoes.class);
            assertThat(ends).hasSize((int) count(events, GameEvent.VolcanoChipDrawnForScoring.class));
            for (NewsItem.Volcanoes v : ends) {
                assertThat(v.eruptions()).hasSize(2);
            }
            int lostInNews = ends.stream().flatMap(v -> v.losses().stream())
                    .mapToInt(l -> l.lost().stream().mapToInt(Integer::intValue).sum()).sum();
            int lostInLog = events.stream().map(LoggedEvent<GameEvent>::event).filter(GameEvent.VolcanoLosses.class::isInstance)
                    .mapToInt(e -> Arrays.stream(((GameEvent.VolcanoLosses) e).lost()).sum()).sum();
            assertThat(lostInNews).isEqualTo(lostInLog);

            assertThat(of(news, NewsItem.Panic.class)).hasSize((int) count(events, GameEvent.PanicStruck.class));
            panics += of(news, NewsItem.Panic.class).size();

            for (int i = 1; i < news.size(); i++) {
                assertThat(news.get(i).decision()).isGreaterThanOrEqualTo(news.get(i - 1).decision());
            }
        }
        assertThat(auctions).as("the games had auctions to check").isGreaterThan(100);
        assertThat(panics).as("the games had panics to check").isGreaterThan(10);
    }

    @Test
    void recentGivesTheLastSummariesNewestFirst() {
        List<LoggedEvent<GameEvent>> events = randomGame(4, 3).events();
        List<NewsItem> all = News.of(events);
        List<NewsItem> recent = News.recent(events, 3);
        assertThat(recent).containsExactly(all.get(all.size() - 1), all.get(all.size() - 2), all.get(all.size() - 3));
        assertThat(News.recent(List.of(), 5)).isEmpty();
    }

    @Test
    void anAuctionUnderWayShowsWhoHasDecidedAndAnEarsFlightAddsToTheLossesOfItsArea() {
        List<LoggedEvent<GameEvent>> log = List.of(
                new LoggedEvent<>(10, new GameEvent.BidsRevealed(new int[] {3, 0, 3}, List.of(2, 0, 1))),
                new LoggedEvent<>(10, new GameEvent.GeneBought(2, Gene.LEGS, 3)),
                new LoggedEvent<>(11, new GameEvent.DecisionMade(0, new Decision.PassPurchase())));
        NewsItem.Auction a = (NewsItem.Auction) News.of(log).get(0);
        assertThat(a.decision()).isEqualTo(10);
        assertThat(a.finished()).isFalse();
        assertThat(a.results()).containsExactly(new NewsItem.Passed(), null, new NewsItem.Bought(Gene.LEGS, 3));

        List<LoggedEvent<GameEvent>> more = new ArrayList<>(log);
        more.add(new LoggedEvent<>(12, new GameEvent.DroppedOut(1, 2)));
        more.add(new LoggedEvent<>(12, new GameEvent.GenesRevealed(List.of(Gene.EARS))));
        a = (NewsItem.Auction) News.of(more).get(0);
        assertThat(a.results().get(1)).isEqualTo(new NewsItem.DroppedOut(2));
        assertThat(a.revealed()).containsExactly(Gene.EARS);

        List<LoggedEvent<GameEvent>> epoch = List.of(
                new LoggedEvent<>(40, new GameEvent.VolcanoChipDrawnForScoring(5)),
                new LoggedEvent<>(40, new GameEvent.RegionScored(5, 4, ScoringKind.MONOPOLY, new int[] {0, 2, 0},
                        new int[] {0, 3, 0}, new int[] {0, 0, 0})),
                new LoggedEvent<>(40, new GameEvent.VolcanoErupted(4, 3)),
                new LoggedEvent<>(40, new GameEvent.VolcanoErupted(9, 9)),
                new LoggedEvent<>(40, new GameEvent.VolcanoLosses(3, new int[] {2, 0, 0})),
                new LoggedEvent<>(41, new GameEvent.VolcanoLosses(3, new int[] {0, 1, 0})),
                new LoggedEvent<>(41, new GameEvent.EpochStarted(2)));
        List<NewsItem> items = News.of(epoch);
        assertThat(items).hasSize(2);
        NewsItem.Volcanoes v = (NewsItem.Volcanoes) items.get(0);
        assertThat(v.eruptions()).containsExactly(new NewsItem.Eruption(4, 3), new NewsItem.Eruption(9, 9));
        assertThat(v.losses()).containsExactly(new NewsItem.Losses(3, List.of(2, 1, 0)));
        assertThat(v.nextEpoch()).isEqualTo(2);
        assertThat(((NewsItem.Scoring) items.get(1)).volcanoChip()).isTrue();
    }

    private static List<Integer> boxed(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    private static <T extends NewsItem> List<T> of(List<NewsItem> news, Class<T> type) {
        return news.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
