package org.ichto.urland.sim;

import org.ichto.urland.Urlands;

import org.ichto.shell.match.RandomGames;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RandomGamesTest {

    @Test
    void theSameSeedPlaysTheSameGame() {
        for (int players = 3; players <= 5; players++) {
            RandomGames.GameStats a = new RandomGames<>(Urlands.GAME).play(players, 99);
            assertThat(new RandomGames<>(Urlands.GAME).play(players, 99)).isEqualTo(a);
            assertThat(a.finished()).isTrue();
            assertThat(a.winner()).isBetween(0, players - 1);
            assertThat(a.turns()).isPositive();
            assertThat(a.turns()).isPositive();
        }
    }

    @Test
    void aBatchAddsUpItsGames() {
        RandomGames.Batch batch = new RandomGames<>(Urlands.GAME).playMany(4, 3, 10);
        long decisions = 0;
        long turns = 0;
        for (long seed = 10; seed < 13; seed++) {
            RandomGames.GameStats g = new RandomGames<>(Urlands.GAME).play(4, seed);
            decisions += g.decisions();
            turns += g.turns();
        }
        assertThat(batch).isEqualTo(new RandomGames.Batch(4, 3, decisions, turns, 0));
        assertThat(batch.decisionsPerGame()).isEqualTo(decisions / 3.0);
    }
}
