package org.ichto.soup;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.lab.EntryResult;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.lab.TournamentResult;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.record.RecordIO;
import org.ichto.shell.record.Replay;
import org.ichto.soup.ai.SoupAi;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whole games of Primordial Soup through everything around the rules: records, positions, views, the
 * opponents and the lab. They need the rules of the six phases and are skipped (by {@link
 * SoupFixtures#assumeRulesGoOn}) while the rules offer nothing after the setup.
 */
class SoupWholeGamesTest {
    private static final SoupGame GAME = SoupGame.INSTANCE;
    private static final RecordIO<SoupState, SoupDecision> IO = new RecordIO<>(GAME);
    /** Random games per player count whose records are written, read and replayed. */
    private static final int GAMES = 300;

    private static List<Seat> seats(int players) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.computer("Random " + (i + 1), GAME.seats().colours().get(i), "random"));
        }
        return seats;
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void everyRandomGamesRecordReplaysToTheSameEnd(int players) throws Exception {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(players, 1));
        for (long seed = 1; seed <= GAMES; seed++) {
            SoupFixtures.Played game = SoupFixtures.randomGame(players, seed);
            GameRecord<SoupState, SoupDecision> record = GameRecord.fromSeed(GAME, seats(players), seed);
            for (int i = 0; i < game.decisions().size(); i++) {
                record = record.with(game.states().get(i).actor(), game.decisions().get(i));
            }
            SoupState end = game.end();
            assertThat(end.isOver()).isTrue();
            assertThat(end.round()).isBetween(1, SoupFixtures.BOARD.maxRounds());
            GameRecord<SoupState, SoupDecision> back = IO.read(IO.write(record));
            assertThat(Replay.finalState(GAME, back)).as("seed %d", seed).isEqualTo(end);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void everyStateOfRandomGamesIsAPositionThatReadsBackEqualAndLooksAlikeWhenRedrawn(int players)
            throws Exception {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(players, 1));
        for (long seed = 1; seed <= 60; seed++) {
            for (SoupState s : SoupFixtures.randomGame(players, seed).states()) {
                // The reader's checks accept every state the rules reach, and lose nothing.
                assertThat(IO.readPosition(IO.writePosition(s))).as("seed %d: %s", seed, s).isEqualTo(s);
                int seat = s.isOver() ? 0 : s.actor();
                SoupView view = SoupView.of(s, seat);
                SoupState world = view.determinize(new SeededRandom(seed));
                assertThat(SoupView.of(world, seat)).isEqualTo(view);
                if (!s.isOver()) {
                    assertThat(view.legal()).isEqualTo(SoupRules.legal(s)).isEqualTo(SoupRules.legal(world));
                }
            }
        }
    }

    @Test
    void theSafeDecisionIsLegalThroughoutWholeGames() {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(4, 1));
        SoupAi ai = new SoupAi();
        for (long seed = 1; seed <= 40; seed++) {
            for (SoupState s : SoupFixtures.randomGame(3 + (int) (seed % 2), seed).states()) {
                if (!s.isOver()) {
                    SoupDecision d = ai.safeDecision(SoupView.of(s, s.actor()));
                    assertThat(SoupRules.whyIllegal(s, d)).as("%s in %s", d, s).isNull();
                }
            }
        }
    }

    @Test
    void thePersonalitiesBeatRandomPlayersWithoutAFallback() {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(4, 1));
        PlayerFactory<SoupView, SoupDecision> factory = PlayerFactory.standard(GAME);
        TournamentResult result = new Tournament<>(GAME, factory,
                PlayerSpec.parseList("balanced,random,aggressor,random"), 40, 5, 0, Budget.iterations(100)).run();
        for (EntryResult e : result.entries()) {
            assertThat(e.fallbacks()).as(e.entry()).isZero();
            assertThat(e.behaviour().cells()).hasSize(8);
        }
        double balanced = result.entries().get(0).winRate();
        double random = (result.entries().get(1).winRate() + result.entries().get(3).winRate()) / 2;
        assertThat(balanced).isGreaterThan(random);
    }

    @Test
    void theExpertPlaysWholeGamesWithoutAFallback() {
        SoupFixtures.assumeRulesGoOn(SoupFixtures.afterSetup(3, 1));
        PlayerFactory<SoupView, SoupDecision> factory = PlayerFactory.standard(GAME);
        TournamentResult result = new Tournament<>(GAME, factory, PlayerSpec.parseList("expert,random,grower"), 3, 9,
                0, Budget.iterations(50)).run();
        assertThat(result.entries()).allMatch(e -> e.fallbacks() == 0);
    }
}
