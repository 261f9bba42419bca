package org.ichto.urland.lab;

import org.ichto.shell.lab.EntryResult;

import org.ichto.shell.lab.TournamentResult;

import org.ichto.shell.lab.Tournament;

import org.ichto.urland.Urlands;

import org.ichto.urland.view.SeatView;

import org.ichto.shell.game.Budget;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.ai.UnknownPlayerException;
import org.ichto.shell.ai.RandomPlayer;
import org.ichto.urland.rules.Decision;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class TournamentTest {
    private static final List<PlayerSpec> FOUR_RANDOM = PlayerSpec.parseList("random,random,random,random");
    private static TournamentResult forty;

    @BeforeAll
    static void playFortyGames() {
        forty = new Tournament<>(Urlands.GAME, Urlands.factory(), FOUR_RANDOM, 40, 11).run();
    }

    @Test
    void seatsRotateSoEveryEntrySitsEverywhereEquallyOften() {
        for (int g = 0; g < 8; g++) {
            for (int seat = 0; seat < 4; seat++) {
                assertThat(Tournament.entryAt(g, seat, 4)).isEqualTo((seat + g) % 4);
            }
        }
        for (EntryResult e : forty.entries()) {
            assertThat(e.games()).isEqualTo(40);
            assertThat(e.gamesBySeat()).containsExactly(10, 10, 10, 10);
        }
    }

    @Test
    void totalsAddUp() {
        assertThat(forty.games()).isEqualTo(40);
        assertThat(forty.players()).containsExactly("random", "random", "random", "random");
        assertThat(forty.entries()).extracting(EntryResult::entry)
                .containsExactly("random#1", "random#2", "random#3", "random#4");
        assertThat(forty.entries().stream().mapToInt(EntryResult::wins).sum()).isEqualTo(40);
        assertThat(forty.entries().stream().mapToLong(EntryResult::decisions).sum()).isEqualTo(forty.decisions());
        int allSeatWins = forty.entries().stream().flatMap(e -> e.winsBySeat().stream()).mapToInt(i -> i).sum();
        assertThat(allSeatWins).isEqualTo(40);
    }

    @Test
    void eachEntrysFiguresAreSound() {
        for (EntryResult e : forty.entries()) {
            assertThat(e.winInterval().contains(e.winRate())).isTrue();
            assertThat(e.decisionMillisP50()).isPositive().isLessThanOrEqualTo(e.decisionMillisP95());
            assertThat(figure(e, "actions")).isPositive().isLessThan(e.decisions());
            double shares = 0;
            for (ActionKind k : ActionKind.values()) {
                shares += e.share(k.id());
            }
            assertThat(shares).isCloseTo(1.0, within(1e-9));
            assertThat(e.share(ActionKind.LAND.id())).isPositive();
            assertThat(figure(e, "bids")).isPositive();
            assertThat(figure(e, "meanBid")).isGreaterThanOrEqualTo(0);
            assertThat(figure(e, "genesBoughtPerGame")).isPositive();
            assertThat(e.meanScore()).isPositive();
            assertThat(figure(e, "meanIchtosOnLand")).isGreaterThanOrEqualTo(0);
            assertThat(e.fallbacks()).isZero();
        }
    }

    @Test
    void theSameSeedGivesTheSameGames() {
        TournamentResult again = new Tournament<>(Urlands.GAME, Urlands.factory(), FOUR_RANDOM, 40, 11).run();
        TournamentResult other = new Tournament<>(Urlands.GAME, Urlands.factory(), FOUR_RANDOM, 40, 12).run();
        assertThat(withoutTimes(again)).isEqualTo(withoutTimes(forty));
        assertThat(withoutTimes(other)).isNotEqualTo(withoutTimes(forty));
        assertThat(again.decisions()).isEqualTo(forty.decisions());
    }

    @Test
    void anEntryThatFailsIsReplacedAndCounted() {
        PlayerFactory<SeatView, Decision> factory = Urlands.factory()
                .register("cheat", (spec, seed) -> (view, budget) -> new Decision.Bid(99));
        TournamentResult r = new Tournament<>(Urlands.GAME, factory, PlayerSpec.parseList("random,cheat,random"), 3, 5,
                Tournament.DEFAULT_DEADLINE_MILLIS, Budget.NONE).run();
        EntryResult cheat = r.entries().get(1);
        assertThat(cheat.entry()).isEqualTo("cheat");
        assertThat(cheat.gamesBySeat()).containsExactly(1, 1, 1);
        assertThat(cheat.fallbacks()).isEqualTo(cheat.decisions()).isPositive();
        assertThat(r.entries().get(0).fallbacks()).isZero();
    }

    @Test
    void gamesNotAMultipleOfThePlayersSpreadTheSeatsWithinOne() {
        TournamentResult r = new Tournament<>(Urlands.GAME, Urlands.factory(), PlayerSpec.parseList("random,random:hard,random"),
                4, 3).run();
        assertThat(r.entries()).extracting(EntryResult::entry).containsExactly("random#1", "random:hard", "random#2");
        assertThat(r.entries().get(0).gamesBySeat()).containsExactly(2, 1, 1);
        assertThat(r.entries().get(1).gamesBySeat()).containsExactly(1, 2, 1);
        assertThat(r.entries().get(2).gamesBySeat()).containsExactly(1, 1, 2);
    }

    @Test
    void entryNamesNumberOnlyRepeatedSpecs() {
        assertThat(Tournament.entryNames(PlayerSpec.parseList("random,random:hard,random,predator,random:normal")))
                .containsExactly("random#1", "random:hard", "random#2", "predator", "random#3");
    }

    @Test
    void playerSeedsDifferBySeedGameAndSeat() {
        long base = Tournament.playerSeed(1, 0, 0);
        assertThat(Tournament.playerSeed(1, 0, 0)).isEqualTo(base);
        assertThat(List.of(Tournament.playerSeed(2, 0, 0), Tournament.playerSeed(1, 1, 0),
                Tournament.playerSeed(1, 0, 1), Tournament.playerSeed(1, 1, 1))).doesNotContain(base).doesNotHaveDuplicates();
    }

    @Test
    void badTournamentsAreRefused() {
        PlayerFactory<SeatView, Decision> f = Urlands.factory();
        assertThatThrownBy(() -> new Tournament<>(Urlands.GAME, f, PlayerSpec.parseList("random,random"), 1, 1))
                .hasMessage("a game of Urland needs 3 to 5 players, not 2");
        assertThatThrownBy(() -> new Tournament<>(Urlands.GAME, f, FOUR_RANDOM, 0, 1))
                .hasMessage("a tournament needs at least 1 game, not 0");
        assertThatThrownBy(() -> new Tournament<>(Urlands.GAME, f, PlayerSpec.parseList("random,random,shark"), 1, 1))
                .isInstanceOf(UnknownPlayerException.class).hasMessageContaining("shark");
        assertThat(Urlands.random(1).label()).isEqualTo("random");
    }

    /** The result with the wall-clock figures set to 0, for comparing runs. */
    private static TournamentResult withoutTimes(TournamentResult r) {
        return new TournamentResult(r.game(), r.columns(), r.players(), r.games(), r.seed(), 0, r.decisions(),
                r.entries().stream()
                        .map(e -> new EntryResult(e.entry(), e.spec(), e.games(), e.wins(), e.winInterval(),
                                e.meanScore(), e.decisions(), 0, 0, e.fallbacks(), e.gamesBySeat(), e.winsBySeat(),
                                e.behaviour()))
                        .toList());
    }

    /** One of Urland's behaviour figures of an entry. */
    static double figure(EntryResult e, String name) {
        return ((Number) e.behaviour().figures().get(name)).doubleValue();
    }
}
