import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GameCard } from './GameCard';

const LONG_NAME = 'The Magnificent Golden Treasure Chest of the Seven Seas Deluxe Edition';

describe('game card', () => {
  it('keeps the whole name as the link text and its title, however long (the card clamps it to two lines)', () => {
    render(
      <MemoryRouter>
        <GameCard to="/games/8/overview" name={LONG_NAME} art={null} eyebrow="Core Games" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: LONG_NAME });
    expect(link).toHaveAttribute('href', '/games/8/overview');
    expect(link).toHaveAttribute('title', LONG_NAME);
    expect(screen.getByRole('heading', { level: 3, name: LONG_NAME })).toBeInTheDocument();
  });
});
