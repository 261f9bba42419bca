package org.ichto.shell.game;

/**
 * A legal choice too large to list one by one (for example "any of your pieces, up to what is
 * there"). The rules' validator judges any concrete decision; {@link #sample} draws one at random.
 *
 * @param <D> the game's decision type
 */
public interface OpenChoice<D> {
    D sample(SeededRandom rng);
}
